import { ChatPage } from '@/features/chat/components/chat-page';

export default function ChatRoute() {
  return <ChatPage />;
}
