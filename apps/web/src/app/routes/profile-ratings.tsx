import { RatingsPage } from '@/features/ratings/components/ratings-page';

export default function ProfileRatingsRoute() {
  return <RatingsPage />;
}
