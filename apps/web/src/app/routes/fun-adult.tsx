import { AdultPage } from '@/features/fun/components/adult-page';

export default function FunAdultRoute() {
  return <AdultPage />;
}
