import { ComingUpRow } from '@/features/calendar/components/coming-up-row';
import { HomePage } from '@/features/home/components/home-page';

export default function HomeRoute() {
  return <HomePage afterContinueWatching={<ComingUpRow />} />;
}
