import { type Credits, IMAGE_SIZES, type MediaType, type TitleDetail } from '@kinora/domain';
import type { Deps } from '../../deps';
import { requireTitleForAudience, type TitleAudience } from '../catalogue/kids-filter';
import { getRuntimeConfig } from '../runtime-config/get-runtime-config';

/** Which episode a preview introduces, when it is one. */
export type PreviewEpisode = { season: number; episode: number };

/** What a preview shows: all of it text or image paths from the catalogue, escaped when drawn. */
export type PreviewFacts = {
  title: string;
  tagline: string | null;
  overview: string;
  year: string | null;
  genres: string[];
  rating: number | null;
  minutes: number | null;
  cast: string[];
  episodeLine: string | null;
  backdropUrl: string | null;
  posterUrl: string | null;
  /** 0-359: the preview's colours, fixed per title so a title always looks the same. */
  hue: number;
};

const CAST_SHOWN = 3;
const GENRES_SHOWN = 3;
const OVERVIEW_MAX_CHARS = 320;
const HUE_STEPS = 360;
const HUE_MULTIPLIER = 47;

/**
 * Kinora's own preview of a title: the built-in player source when the catalogue has no playable trailer (always
 * in the demo catalogue, whose video keys point at nothing). Read from the catalogue like the title page is, and
 * refused like it (NOT_FOUND) for a title the profile may not open.
 */
export async function loadPreviewFacts(
  deps: Deps,
  audience: TitleAudience,
  media: MediaType,
  id: number,
  episode?: PreviewEpisode,
): Promise<PreviewFacts> {
  const [detail, credits, episodeName] = await Promise.all([
    deps.catalogue.details(media, id),
    deps.catalogue.credits(media, id).catch((): Credits => ({ cast: [], crew: [] })),
    episode ? episodeTitle(deps, id, episode) : Promise.resolve(null),
  ]);
  await requireTitleForAudience(deps, audience, media, id, detail);
  const imageBase = getRuntimeConfig(deps.config).imageBaseUrl;
  const image = (path: string | null | undefined, size: string) =>
    path ? `${imageBase}${size}${path}` : null;
  return {
    title: detail.title ?? detail.name ?? 'Untitled',
    tagline: detail.tagline?.trim() || null,
    overview: shorten(detail.overview ?? '', OVERVIEW_MAX_CHARS),
    year: (detail.release_date ?? detail.first_air_date ?? '').slice(0, 4) || null,
    genres: detail.genres.slice(0, GENRES_SHOWN).map((g) => g.name),
    rating: detail.vote_average ? Math.round(detail.vote_average * 10) / 10 : null,
    minutes: runtimeOf(detail),
    cast: credits.cast.slice(0, CAST_SHOWN).map((c) => c.name),
    episodeLine: episode
      ? [`Season ${episode.season} · Episode ${episode.episode}`, episodeName].filter(Boolean).join(' — ')
      : null,
    backdropUrl: image(detail.backdrop_path ?? detail.poster_path, IMAGE_SIZES.HERO),
    posterUrl: image(detail.poster_path, IMAGE_SIZES.THUMBNAIL),
    hue: (id * HUE_MULTIPLIER) % HUE_STEPS,
  };
}

async function episodeTitle(deps: Deps, tvId: number, { season, episode }: PreviewEpisode) {
  try {
    const detail = await deps.catalogue.season(tvId, season);
    return detail.episodes.find((e) => e.episode_number === episode)?.name ?? null;
  } catch {
    // An unknown season still gets the show's preview, with its numbers only.
    return null;
  }
}

function runtimeOf(detail: TitleDetail): number | null {
  return detail.runtime || detail.episode_run_time?.[0] || null;
}

function shorten(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : max)}…`;
}
