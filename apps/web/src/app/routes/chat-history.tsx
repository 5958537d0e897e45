import { SingleHistoryPage } from '@/features/history/components/single-history-page';

export default function ChatHistoryRoute() {
  return <SingleHistoryPage kind="chat" />;
}
