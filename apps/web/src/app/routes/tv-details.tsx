import { useSearchParams } from 'react-router';
import { TvDetailsPage } from '@/features/title/components/tv-details-page';
import { wholeNumberParam } from '@/lib/query-params';
// Fetched with this page's code, so the page's parts from other features are here when it starts.
import '@/app/title-page-parts';

export default function TvDetailsRoute() {
  const [params] = useSearchParams();
  const id = wholeNumberParam(params.get('id'));
  // Keyed by id: another show starts with its own seasons closed and its own folds.
  return <TvDetailsPage key={id} id={id} name={params.get('name') ?? ''} />;
}
