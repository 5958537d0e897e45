import { SingleHistoryPage } from '@/features/history/components/single-history-page';

export default function ProfileSearchHistoryRoute() {
  return <SingleHistoryPage kind="search" />;
}
