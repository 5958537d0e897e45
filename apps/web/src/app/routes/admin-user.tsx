import { PagePlaceholder } from '@/components/page-placeholder';

export default function AdminUserRoute() {
  return (
    <PagePlaceholder
      title="User Monitoring"
      description="One user's information, lists and histories are coming here."
    />
  );
}
