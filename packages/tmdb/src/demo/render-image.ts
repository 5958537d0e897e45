import { genreNames } from '@kinora/domain';
import { type DemoImageFormat, type DemoImageRef, parseDemoImagePath } from './image-paths';
import { DEMO_COUNTS, DIRECTOR_BY_ID, decodeEpisodeId, decodeSeasonId, ID_BASE, indexOf } from './layout';
import { movieRecord } from './movie-records';
import { personRecord } from './person-records';
import { hashKeys, STREAM } from './prng';
import { episodeTitle, seasonPoster } from './shape-titles';
import { type Artwork, landscapeSvg, posterSvg, profileSvg } from './svg';
import { type TvRecord, tvRecord } from './tv-records';

export type DemoImageSize = 'w500' | 'original';
/** The drawing, always SVG; `format` is what the path asked for, which the API turns it into (render-image in the API). */
export type DemoImage = { contentType: 'image/svg+xml'; body: string; format: DemoImageFormat };

/** Pixel widths: w500 like TMDB's thumbnails; original large enough for a full-screen hero. */
const WIDTHS: Readonly<Record<DemoImageSize, Readonly<Record<'portrait' | 'backdrop' | 'still', number>>>> = {
  w500: { portrait: 500, backdrop: 500, still: 500 },
  original: { portrait: 1000, backdrop: 1920, still: 1280 },
};
const MAX_SUBTITLE_GENRES = 2;

/**
 * Draws the image behind a demo image path (see image-paths.ts), from the path alone: no catalogue needed.
 * Returns null for anything that is not the path of an existing demo image; never throws.
 */
export function renderDemoImage(path: string, size: DemoImageSize): DemoImage | null {
  try {
    const widths = Object.hasOwn(WIDTHS, size) ? WIDTHS[size] : undefined;
    const ref = parseDemoImagePath(path);
    if (!widths || !ref) return null;
    const art = artworkFor(ref);
    if (!art) return null;
    const body =
      ref.kind === 'f'
        ? profileSvg(art, widths.portrait)
        : ref.kind === 'p'
          ? posterSvg(art, widths.portrait)
          : ref.kind === 's'
            ? landscapeSvg(art, widths.still)
            : // Backdrops sit behind the page's own title and text, so (like TMDB's) they carry none themselves.
              landscapeSvg(art, widths.backdrop, { withText: false });
    return { contentType: 'image/svg+xml', body, format: ref.format };
  } catch {
    return null;
  }
}

function artworkFor(ref: DemoImageRef): Artwork | null {
  const hash = hashKeys(ref.seed, STREAM.IMAGE, ref.entity.charCodeAt(0), ref.id);
  const combo = `${ref.kind}-${ref.entity}`;
  if (combo === 'p-m' || combo === 'b-m') {
    const index = indexOf(ref.id, ID_BASE.MOVIE, DEMO_COUNTS.MOVIES);
    if (index === undefined) return null;
    const movie = movieRecord(ref.seed, index);
    if (!(ref.kind === 'p' ? movie.hasPoster : movie.hasBackdrop)) return null;
    return { hash, title: movie.title, subtitle: genreLine(movie.genreIds) };
  }
  if (combo === 'p-t' || combo === 'b-t') {
    const show = showAt(ref.seed, indexOf(ref.id, ID_BASE.TV, DEMO_COUNTS.TV));
    if (!show || !(ref.kind === 'p' ? show.hasPoster : show.hasBackdrop)) return null;
    return { hash, title: show.name, subtitle: genreLine(show.genreIds) };
  }
  if (combo === 'p-n') {
    const decoded = decodeSeasonId(ref.id);
    const show = showAt(ref.seed, decoded?.tvIndex);
    if (!decoded || !show || !seasonPoster(ref.seed, show, decoded.season)) return null;
    if (decoded.season < 1 || decoded.season > show.episodeCounts.length) return null;
    return { hash, title: show.name, subtitle: `SEASON ${decoded.season}` };
  }
  if (combo === 's-e') return episodeArtwork(ref, hash);
  if (combo === 'f-c') {
    const director = DIRECTOR_BY_ID.get(ref.id);
    const index = director
      ? DEMO_COUNTS.PEOPLE + director.slot
      : indexOf(ref.id, ID_BASE.PERSON, DEMO_COUNTS.PEOPLE);
    if (index === undefined) return null;
    const person = personRecord(ref.seed, index);
    return person.hasProfile ? { hash, title: person.name } : null;
  }
  return null;
}

function episodeArtwork(ref: DemoImageRef, hash: number): Artwork | null {
  const decoded = decodeEpisodeId(ref.id);
  const show = showAt(ref.seed, decoded?.tvIndex);
  if (!decoded || !show) return null;
  const episodes = show.episodeCounts[decoded.season - 1];
  if (episodes === undefined || decoded.season < 1 || decoded.episode < 1 || decoded.episode > episodes)
    return null;
  const slot = { number: decoded.season, startDay: 0, episodeCount: episodes };
  return {
    hash,
    title: episodeTitle(ref.seed, show.index, slot, decoded.episode),
    subtitle: `${show.name} · S${decoded.season} E${decoded.episode}`.toUpperCase(),
  };
}

function showAt(seed: number, index: number | undefined): TvRecord | undefined {
  return index === undefined ? undefined : tvRecord(seed, index);
}

function genreLine(ids: readonly number[]): string {
  return genreNames(ids, MAX_SUBTITLE_GENRES).join(' · ').toUpperCase();
}
