import type { Locale, Page, Person, PersonCredits, SeasonDetail, TitleDetail, Video } from '@kinora/domain';
import type { Catalogue } from '../catalogue';
import { languageCode } from '../shared/languages';

/**
 * English where a translation is missing. TMDB answers an untranslated overview, tagline or biography with an empty
 * string, and a title without a trailer in the asked language with none; a viewer is better served by the English
 * text than by a blank. Each answer asks English at most once, and only when something is missing: the English
 * catalogue given here is the cached one, so that request is shared with English viewers.
 */

const isMissing = (text: string | null | undefined) => !text?.trim();

type WithOverview = { id: number; overview?: string; media_type?: string };
const itemKey = (item: WithOverview) => `${item.media_type ?? ''}:${item.id}`;

/** Each item's empty overview filled from the English item of the same id (and media, where given). */
export function fillOverviews<T extends WithOverview>(local: readonly T[], english: readonly T[]): T[] {
  const texts = new Map(english.map((item) => [itemKey(item), item.overview]));
  return local.map((item) => {
    const text = texts.get(itemKey(item));
    return isMissing(item.overview) && !isMissing(text) ? { ...item, overview: text } : item;
  });
}

const needsOverview = (items: readonly WithOverview[]) =>
  items.some((item) => 'overview' in item && isMissing(item.overview));

export async function fillPage<T extends WithOverview>(
  local: Page<T>,
  english: () => Promise<Page<T>>,
): Promise<Page<T>> {
  if (!needsOverview(local.results)) return local;
  return { ...local, results: fillOverviews(local.results, (await english()).results) };
}

type Episode = NonNullable<TitleDetail['last_episode_to_air']> & { overview?: string };

function fillEpisode(local: Episode | null | undefined, english: Episode | null | undefined) {
  if (!local || !english || !isMissing(local.overview) || isMissing(english.overview)) return local;
  return { ...local, overview: english.overview };
}

const pick = (local: string | null | undefined, english: string | null | undefined) =>
  isMissing(local) && !isMissing(english) ? english : local;

/** A title's overview and tagline (and its seasons' and latest episodes' overviews) from English where empty. */
export async function fillDetail(
  local: TitleDetail,
  english: () => Promise<TitleDetail>,
): Promise<TitleDetail> {
  const taglineMissing = local.tagline !== undefined && isMissing(local.tagline);
  if (!isMissing(local.overview) && !taglineMissing) return local;
  const en = await english();
  const seasonTexts = new Map((en.seasons ?? []).map((s) => [s.season_number, s.overview]));
  return {
    ...local,
    overview: pick(local.overview, en.overview) ?? '',
    ...(local.tagline !== undefined ? { tagline: pick(local.tagline, en.tagline) } : {}),
    ...(local.seasons
      ? {
          seasons: local.seasons.map((s) => ({
            ...s,
            overview: pick(s.overview, seasonTexts.get(s.season_number)) ?? '',
          })),
        }
      : {}),
    ...(local.last_episode_to_air !== undefined
      ? { last_episode_to_air: fillEpisode(local.last_episode_to_air, en.last_episode_to_air) }
      : {}),
    ...(local.next_episode_to_air !== undefined
      ? { next_episode_to_air: fillEpisode(local.next_episode_to_air, en.next_episode_to_air) }
      : {}),
  };
}

export async function fillSeason(
  local: SeasonDetail,
  english: () => Promise<SeasonDetail>,
): Promise<SeasonDetail> {
  if (!isMissing(local.overview) && !local.episodes.some((e) => isMissing(e.overview))) return local;
  const en = await english();
  const episodeTexts = new Map(en.episodes.map((e) => [e.episode_number, e.overview]));
  return {
    ...local,
    overview: pick(local.overview, en.overview) ?? '',
    episodes: local.episodes.map((e) => ({
      ...e,
      overview: pick(e.overview, episodeTexts.get(e.episode_number)) ?? '',
    })),
  };
}

export async function fillPerson(local: Person, english: () => Promise<Person>): Promise<Person> {
  if (!isMissing(local.biography)) return local;
  return { ...local, biography: (await english()).biography };
}

export async function fillPersonCredits(
  local: PersonCredits,
  english: () => Promise<PersonCredits>,
): Promise<PersonCredits> {
  if (!needsOverview(local.cast) && !needsOverview(local.crew)) return local;
  const en = await english();
  return { ...local, cast: fillOverviews(local.cast, en.cast), crew: fillOverviews(local.crew, en.crew) };
}

const isTrailer = (video: Video) => video.type === 'Trailer';

/**
 * Videos in the viewer's language first (a stable sort keeps TMDB's order otherwise); without any trailer, the
 * English videos are added after them.
 */
export async function fillVideos(
  local: Video[],
  english: () => Promise<Video[]>,
  locale: Locale,
): Promise<Video[]> {
  const code = languageCode(locale);
  const own = (video: Video) => (video.iso_639_1 === code ? 0 : 1);
  const ordered = [...local].sort((a, b) => own(a) - own(b));
  if (ordered.some(isTrailer)) return ordered;
  const known = new Set(ordered.map((video) => video.key));
  return [...ordered, ...(await english()).filter((video) => !known.has(video.key))];
}

/**
 * `local` with English filling its gaps, for the reads whose texts TMDB translates. The other reads pass through.
 */
export function withEnglishFallback(local: Catalogue, english: Catalogue, locale: Locale): Catalogue {
  return {
    ...local,
    trending: async (media, page) =>
      fillPage(await local.trending(media, page), () => english.trending(media, page)),
    movieList: async (category, page) =>
      fillPage(await local.movieList(category, page), () => english.movieList(category, page)),
    tvList: async (category, page) =>
      fillPage(await local.tvList(category, page), () => english.tvList(category, page)),
    similar: async (media, id, page) =>
      fillPage(await local.similar(media, id, page), () => english.similar(media, id, page)),
    search: async (kind, query, options) =>
      fillPage(await local.search(kind, query, options), () => english.search(kind, query, options)),
    browse: async (kind, media, list, page) =>
      fillPage(await local.browse(kind, media, list, page), () => english.browse(kind, media, list, page)),
    discover: async (media, filters, page) =>
      fillPage(await local.discover(media, filters, page), () => english.discover(media, filters, page)),
    recommendations: async (media, id, page) =>
      fillPage(await local.recommendations(media, id, page), () => english.recommendations(media, id, page)),
    details: async (media, id) =>
      fillDetail(await local.details(media, id), () => english.details(media, id)),
    season: async (tvId, n) => fillSeason(await local.season(tvId, n), () => english.season(tvId, n)),
    person: async (id) => fillPerson(await local.person(id), () => english.person(id)),
    personCredits: async (id) =>
      fillPersonCredits(await local.personCredits(id), () => english.personCredits(id)),
    videos: async (media, id) =>
      fillVideos(await local.videos(media, id), () => english.videos(media, id), locale),
  };
}
