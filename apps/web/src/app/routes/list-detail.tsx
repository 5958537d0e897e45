import { useParams } from 'react-router';
import { ListDetailPage } from '@/features/lists/components/list-detail-page';

export default function ListDetailRoute() {
  const { id = '' } = useParams();
  // Keyed by id: another list is another page, with its own order and announcements.
  return <ListDetailPage key={id} id={id} />;
}
