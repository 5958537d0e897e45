import { useParams } from 'react-router';
import { PublicListPage } from '@/features/lists/components/public-list-page';

export default function PublicListRoute() {
  const { slug = '' } = useParams();
  return <PublicListPage slug={slug} />;
}
