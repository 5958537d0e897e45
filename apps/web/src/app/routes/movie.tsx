import { useSearchParams } from 'react-router';
import { MovieDetailsPage } from '@/features/title/components/movie-details-page';
import { wholeNumberParam } from '@/lib/query-params';
// Fetched with this page's code, so the page's parts from other features are here when it starts.
import '@/app/title-page-parts';

export default function MovieRoute() {
  const [params] = useSearchParams();
  const id = wholeNumberParam(params.get('id'));
  // Keyed by id: another film (a similar title) starts with its own folds, not this one's.
  return <MovieDetailsPage key={id} id={id} name={params.get('name') ?? ''} />;
}
