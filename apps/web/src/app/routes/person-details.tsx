import { useSearchParams } from 'react-router';
import { PersonDetailsPage } from '@/features/person/components/person-details-page';
import { wholeNumberParam } from '@/lib/query-params';

export default function PersonDetailsRoute() {
  const [params] = useSearchParams();
  const id = wholeNumberParam(params.get('id'));
  // Keyed by id: another person starts with their own biography fold and known-for count.
  return <PersonDetailsPage key={id} id={id} name={params.get('name') ?? ''} />;
}
