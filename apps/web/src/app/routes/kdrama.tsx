import { BrowsePage } from '@/features/browse/components/browse-page';

export default function KdramaRoute() {
  return <BrowsePage kind="kdrama" />;
}
