import { SignInPage } from '@/features/auth/components/sign-in-page';

export default function LoginRoute() {
  return <SignInPage />;
}
