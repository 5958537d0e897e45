import { PagePlaceholder } from '@/components/page-placeholder';

export default function FunRoute() {
  return (
    <PagePlaceholder title="Fun" description="Live feeds, documentaries, games and news are coming here." />
  );
}
