import type { PersonCredit } from '@kinora/domain';
import { useEffect } from 'react';
import { trpc } from '@/lib/trpc';

/** Cast credits first, then crew, as the known-for grid lists them (the API already dropped duplicates). */
const asKnownFor = (data: { cast: PersonCredit[]; crew: PersonCredit[] }) => [...data.cast, ...data.crew];

/** The known-for titles. PRODUCT.md section 8 has their loading failures logged only. */
export function usePersonCredits(id: number) {
  const query = trpc.catalogue.personCredits.useQuery({ id }, { select: asKnownFor });
  useEffect(() => {
    if (query.error) console.warn(`Known-for titles of person ${id} could not be loaded.`, query.error);
  }, [query.error, id]);
  return query;
}
