import { PagePlaceholder } from '@/components/page-placeholder';

export default function ProfileAdminUserRoute() {
  return (
    <PagePlaceholder
      title="User Monitoring"
      description="One user's information, lists and histories are coming here."
    />
  );
}
