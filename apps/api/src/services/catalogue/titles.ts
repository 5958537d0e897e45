import {
  type CatalogueItem,
  type Credits,
  hasTitleImage,
  type MediaType,
  type Page,
  type Video,
} from '@kinora/domain';
import type { Deps } from '../../deps';
import { pageForAudience, requireTitleForAudience, type TitleAudience } from './kids-filter';

/**
 * Everything below answers about one title, so each first makes sure the viewer may open it: a title above a kids
 * profile's limit answers NOT_FOUND, like an unknown one (kids-filter.ts).
 */

export async function getTitleDetails(deps: Deps, audience: TitleAudience, media: MediaType, id: number) {
  const detail = await deps.catalogue.details(media, id);
  await requireTitleForAudience(deps, audience, media, id, detail);
  return detail;
}

export async function getTitleCredits(
  deps: Deps,
  audience: TitleAudience,
  media: MediaType,
  id: number,
): Promise<Credits> {
  const [credits] = await Promise.all([
    deps.catalogue.credits(media, id),
    requireTitleForAudience(deps, audience, media, id),
  ]);
  return credits;
}

/** Similar titles with a picture (like every title list) that the viewer may see, most popular first. */
export async function listSimilar(
  deps: Deps,
  audience: TitleAudience,
  media: MediaType,
  id: number,
  page = 1,
): Promise<Page<CatalogueItem>> {
  const [result] = await Promise.all([
    deps.catalogue.similar(media, id, page),
    requireTitleForAudience(deps, audience, media, id),
  ]);
  const results = result.results
    .filter(hasTitleImage)
    .sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0));
  return pageForAudience(deps, audience, media, { ...result, results });
}

const TRAILER_RANK: Readonly<Record<string, number>> = { Trailer: 0, Teaser: 1 };

/**
 * YouTube trailers and teasers, best first: a Trailer before a Teaser, official before unofficial.
 * The player and the trailer modal take the first one.
 */
export async function listTrailers(
  deps: Deps,
  audience: TitleAudience,
  media: MediaType,
  id: number,
): Promise<Video[]> {
  const [videos] = await Promise.all([
    deps.catalogue.videos(media, id),
    requireTitleForAudience(deps, audience, media, id),
  ]);
  return videos
    .filter((v) => v.site === 'YouTube' && v.type in TRAILER_RANK && /^[A-Za-z0-9_-]{6,20}$/.test(v.key))
    .sort(
      (a, b) =>
        (TRAILER_RANK[a.type] ?? 9) - (TRAILER_RANK[b.type] ?? 9) ||
        Number(b.official ?? false) - Number(a.official ?? false),
    );
}

export async function listEpisodes(deps: Deps, audience: TitleAudience, tvId: number, season: number) {
  const [detail] = await Promise.all([
    deps.catalogue.season(tvId, season),
    requireTitleForAudience(deps, audience, 'tv', tvId),
  ]);
  return { episodes: detail.episodes, season: { ...detail, episodes: undefined } };
}
