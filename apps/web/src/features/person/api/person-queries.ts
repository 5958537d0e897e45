import type { PersonCredit } from '@kinora/domain';
import { useEffect } from 'react';
import { trpc } from '@/lib/trpc';

/** The person's profile; the page shows its own not-found / could-not-load state on failure. */
export function usePerson(id: number) {
  return trpc.catalogue.person.useQuery({ id });
}

/** Cast credits first, then crew, as the known-for grid lists them (the API already dropped duplicates). */
const asKnownFor = (data: { cast: PersonCredit[]; crew: PersonCredit[] }) => [...data.cast, ...data.crew];

/** The known-for titles. A failure to load them is logged only: the grid says they could not be loaded. */
export function usePersonCredits(id: number) {
  const query = trpc.catalogue.personCredits.useQuery({ id }, { select: asKnownFor });
  useEffect(() => {
    if (query.error) console.warn(`Known-for titles of person ${id} could not be loaded.`, query.error);
  }, [query.error, id]);
  return query;
}
