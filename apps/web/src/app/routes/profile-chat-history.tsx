import { SingleHistoryPage } from '@/features/history/components/single-history-page';

export default function ProfileChatHistoryRoute() {
  return <SingleHistoryPage kind="chat" />;
}
