import { ForgotPasswordPage } from '@/features/auth/components/password-reset-pages';

export default function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}
