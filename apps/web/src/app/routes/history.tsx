import { HistoryPage } from '@/features/history/components/history-page';

export default function HistoryRoute() {
  return <HistoryPage />;
}
