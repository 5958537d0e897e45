import { SignUpPage } from '@/features/auth/components/sign-up-page';

export default function SignUpRoute() {
  return <SignUpPage />;
}
