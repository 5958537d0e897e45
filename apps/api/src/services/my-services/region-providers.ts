import type { WatchProvider, WatchRegion } from '@kinora/domain';
import type { Deps } from '../../deps';

/**
 * Every provider with movies or shows in a region, each once, best known first: TMDB keeps one list per media,
 * and a service such as a TV-only channel appears in one of them only.
 */
export async function listRegionProviders(deps: Deps, region: WatchRegion): Promise<WatchProvider[]> {
  const [movies, shows] = await Promise.all([
    deps.catalogue.regionProviders('movie', region),
    deps.catalogue.regionProviders('tv', region),
  ]);
  const byId = new Map<number, WatchProvider>();
  for (const provider of [...movies, ...shows]) {
    const known = byId.get(provider.provider_id);
    if (!known || priority(provider) < priority(known)) byId.set(provider.provider_id, provider);
  }
  return [...byId.values()].sort(
    (a, b) => priority(a) - priority(b) || a.provider_name.localeCompare(b.provider_name),
  );
}

const priority = (provider: WatchProvider) => provider.display_priority ?? Number.MAX_SAFE_INTEGER;
