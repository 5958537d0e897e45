import { trpc } from '@/lib/trpc';

/**
 * tRPC's output inference loses the optional fields of the catalogue's loose records (their index signature
 * swallows them), though the API sends exactly the domain type; it is named once here.
 */

/** The person's profile; the page shows its own not-found / could-not-load state on failure. */
export function usePerson(id: number) {
  return trpc.catalogue.person.useQuery({ id });
}
