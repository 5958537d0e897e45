import { TermsPage } from '@/features/account/components/terms-page';

export default function ProfileTermsRoute() {
  return <TermsPage />;
}
