import { ChangePasswordWithCodePage } from '@/features/auth/components/password-reset-pages';

export default function ChangePasswordRoute() {
  return <ChangePasswordWithCodePage />;
}
