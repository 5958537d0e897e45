import { PagePlaceholder } from '@/components/page-placeholder';

export default function ChatRoute() {
  return (
    <PagePlaceholder
      title="AI Chat"
      description="An AI assistant that recommends what to watch is coming here."
    />
  );
}
