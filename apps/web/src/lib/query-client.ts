import { QueryClient } from '@tanstack/react-query';

/** Catalogue answers change slowly; a minute of reuse keeps back-and-forth navigation instant. */
const FRESH_FOR_MS = 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The tRPC link already retries a failed request exactly once, on the other server; retrying here too
      // would multiply attempts and hide a dead backend behind spinners.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: FRESH_FOR_MS },
      mutations: { retry: false },
    },
  });
}
