import { ChangePasswordPage } from '@/features/account/components/change-password-page';

export default function ProfileChangePasswordRoute() {
  return <ChangePasswordPage />;
}
