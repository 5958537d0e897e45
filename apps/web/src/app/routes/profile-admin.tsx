import { PagePlaceholder } from '@/components/page-placeholder';

export default function ProfileAdminRoute() {
  return (
    <PagePlaceholder
      title="Admin Monitoring Dashboard"
      description="The password-gated list of all users, searchable by e-mail, is coming here."
    />
  );
}
