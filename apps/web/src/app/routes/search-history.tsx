import { SingleHistoryPage } from '@/features/history/components/single-history-page';

export default function SearchHistoryRoute() {
  return <SingleHistoryPage kind="search" />;
}
