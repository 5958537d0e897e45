import { VerifyEmailPage } from '@/features/account/components/verify-email-page';

export default function VerifyEmailRoute() {
  return <VerifyEmailPage />;
}
