import {
  type CatalogueItem,
  type Credits,
  hasTitleImage,
  type MediaType,
  type Page,
  type Video,
} from '@kinora/domain';
import type { Deps } from '../../deps';

export function getTitleDetails(deps: Deps, media: MediaType, id: number) {
  return deps.catalogue.details(media, id);
}

export function getTitleCredits(deps: Deps, media: MediaType, id: number): Promise<Credits> {
  return deps.catalogue.credits(media, id);
}

/** Similar titles with a picture (like every title list), most popular first. */
export async function listSimilar(
  deps: Deps,
  media: MediaType,
  id: number,
  page = 1,
): Promise<Page<CatalogueItem>> {
  const result = await deps.catalogue.similar(media, id, page);
  const results = result.results
    .filter(hasTitleImage)
    .sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0));
  return { ...result, results };
}

const TRAILER_RANK: Readonly<Record<string, number>> = { Trailer: 0, Teaser: 1 };

/**
 * YouTube trailers and teasers, best first: a Trailer before a Teaser, official before unofficial.
 * The player and the trailer modal take the first one.
 */
export async function listTrailers(deps: Deps, media: MediaType, id: number): Promise<Video[]> {
  const videos = await deps.catalogue.videos(media, id);
  return videos
    .filter((v) => v.site === 'YouTube' && v.type in TRAILER_RANK && /^[A-Za-z0-9_-]{6,20}$/.test(v.key))
    .sort(
      (a, b) =>
        (TRAILER_RANK[a.type] ?? 9) - (TRAILER_RANK[b.type] ?? 9) ||
        Number(b.official ?? false) - Number(a.official ?? false),
    );
}

export async function listEpisodes(deps: Deps, tvId: number, season: number) {
  const detail = await deps.catalogue.season(tvId, season);
  return { episodes: detail.episodes, season: { ...detail, episodes: undefined } };
}
