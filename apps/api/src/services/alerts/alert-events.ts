import {
  ALERT_RECENT_DAYS,
  type MediaType,
  NOTIFICATION_TEXT_MAX,
  type NotificationKind,
  type TitleDetail,
  titleOf,
} from '@kinora/domain';

/** An alert about to be stored for one profile: `eventKey` makes a second sighting of the same event a no-op. */
export type AlertDraft = {
  kind: NotificationKind;
  eventKey: string;
  mediaType: MediaType;
  tmdbId: number;
  title: string;
  body: string;
  link: string;
};

/** An episode as the alerts read it from a show's details. */
type AiredEpisode = { season: number; episode: number; name: string; airDate: string };

/** What one run needs of a title, kept small: a run holds these for every followed title at once. */
export type TitleFacts = {
  mediaType: MediaType;
  tmdbId: number;
  name: string;
  /** A movie's release date (YYYY-MM-DD), when it has one. */
  releaseDate: string | null;
  /** A show's newest episode whose air date is known. */
  episodes: AiredEpisode[];
};

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Control characters (NUL included: Postgres text cannot hold it) and halves of a broken surrogate pair. */
const isUnsafe = (code: number) => code < 0x20 || code === 0x7f || (code >= 0xd800 && code <= 0xdfff);

/** The UTC calendar day of a moment, YYYY-MM-DD: "today" of a run. */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** The first day an episode or a release may be to still alert (ALERT_RECENT_DAYS, today counting as one). */
export const oldestRecentDay = (today: string) =>
  isoDay(new Date(Date.parse(`${today}T00:00:00Z`) - (ALERT_RECENT_DAYS - 1) * DAY_MS));

/** Catalogue text is untrusted: no control characters, bounded length. */
export function cleanText(text: string): string {
  let kept = '';
  // By code point: a whole surrogate pair is one character above 0xffff, a broken half stays in the unsafe range.
  for (const char of text) kept += isUnsafe(char.codePointAt(0) ?? 0) ? ' ' : char;
  // Cut by code point too, so the cut never leaves half a pair behind.
  const chars = [...kept.replace(/\s+/g, ' ').trim()];
  return chars.length > NOTIFICATION_TEXT_MAX
    ? `${chars.slice(0, NOTIFICATION_TEXT_MAX - 1).join('')}…`
    : chars.join('');
}

/** The app's own page of a title (the web app's movieHref / tvHref). */
export function titlePath(media: MediaType, id: number, name: string): string {
  const query = new URLSearchParams({ id: String(id), name }).toString();
  return media === 'movie' ? `/movie?${query}` : `/tv/details?${query}`;
}

const dayOf = (value: unknown): string | null =>
  typeof value === 'string' && ISO_DAY.test(value) ? value : null;

function episodeOf(value: unknown): AiredEpisode | null {
  if (!value || typeof value !== 'object') return null;
  const e = value as {
    season_number?: unknown;
    episode_number?: unknown;
    name?: unknown;
    air_date?: unknown;
  };
  const airDate = dayOf(e.air_date);
  if (typeof e.season_number !== 'number' || typeof e.episode_number !== 'number' || !airDate) return null;
  return {
    season: e.season_number,
    episode: e.episode_number,
    name: typeof e.name === 'string' ? e.name : '',
    airDate,
  };
}

/**
 * The facts of a title's details. A show carries both its last aired and its next episode: TMDB moves an episode
 * from "next" to "last" some time after it airs, and a cached answer may be hours old, so either may be the one
 * that aired by today.
 */
export function factsOf(media: MediaType, detail: TitleDetail): TitleFacts {
  const episodes =
    media === 'tv'
      ? [episodeOf(detail.last_episode_to_air), episodeOf(detail.next_episode_to_air)].filter(
          (e): e is AiredEpisode => e !== null,
        )
      : [];
  return {
    mediaType: media,
    tmdbId: detail.id,
    name: cleanText(titleOf(detail)),
    releaseDate: media === 'movie' ? dayOf(detail.release_date) : null,
    episodes,
  };
}

const episodeCode = (e: AiredEpisode) => `S${e.season} E${e.episode}`;

/**
 * The dated event of a title as of `today`, if it falls within the recent window: a movie released (its date on
 * or before today) or a show's newest episode that aired. Both are keyed by what happened, never by the day of the
 * run, so later runs and other instances find the same key.
 */
export function datedAlert(facts: TitleFacts, today: string): AlertDraft | null {
  const oldest = oldestRecentDay(today);
  const recent = (day: string) => day <= today && day >= oldest;
  const base = {
    mediaType: facts.mediaType,
    tmdbId: facts.tmdbId,
    title: facts.name,
    link: titlePath(facts.mediaType, facts.tmdbId, facts.name),
  };
  if (facts.mediaType === 'movie') {
    if (!facts.releaseDate || !recent(facts.releaseDate)) return null;
    return {
      ...base,
      kind: 'released',
      eventKey: `released:movie:${facts.tmdbId}`,
      body: cleanText(`Released on ${facts.releaseDate}.`),
    };
  }
  const aired = facts.episodes
    .filter((e) => recent(e.airDate))
    .sort((a, b) => b.season - a.season || b.episode - a.episode)[0];
  if (!aired) return null;
  const named = aired.name ? ` “${aired.name}”` : '';
  return {
    ...base,
    kind: 'episode',
    eventKey: `episode:tv:${facts.tmdbId}:s${aired.season}e${aired.episode}`,
    body: cleanText(`${episodeCode(aired)}${named} aired on ${aired.airDate}.`),
  };
}

/** A title that came to one of the viewer's services in their country. */
export function availableAlert(
  facts: Pick<TitleFacts, 'mediaType' | 'tmdbId' | 'name'>,
  region: string,
  provider: { id: number; name: string },
): AlertDraft {
  return {
    kind: 'available',
    eventKey: `available:${facts.mediaType}:${facts.tmdbId}:${region}:${provider.id}`,
    mediaType: facts.mediaType,
    tmdbId: facts.tmdbId,
    title: facts.name,
    body: cleanText(`Now streaming on ${provider.name || 'one of your services'} (${region}).`),
    link: titlePath(facts.mediaType, facts.tmdbId, facts.name),
  };
}
