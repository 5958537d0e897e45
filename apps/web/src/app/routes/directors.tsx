import { DirectorsPage } from '@/features/browse/components/directors-page';

export default function DirectorsRoute() {
  return <DirectorsPage />;
}
