import { SingleHistoryPage } from '@/features/history/components/single-history-page';

export default function ProfileWatchHistoryRoute() {
  return <SingleHistoryPage kind="watch" />;
}
