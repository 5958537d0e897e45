import { PagePlaceholder } from '@/components/page-placeholder';

export default function ProfileChangePasswordRoute() {
  return (
    <PagePlaceholder
      title="Change Password"
      description="A form to set a new password for your account is coming here."
    />
  );
}
