import { BrowsePage } from '@/features/browse/components/browse-page';

export default function AnimeRoute() {
  return <BrowsePage kind="anime" />;
}
