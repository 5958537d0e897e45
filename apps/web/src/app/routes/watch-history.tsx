import { SingleHistoryPage } from '@/features/history/components/single-history-page';

export default function WatchHistoryRoute() {
  return <SingleHistoryPage kind="watch" />;
}
