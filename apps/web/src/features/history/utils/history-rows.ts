import {
  CHAT,
  type ChatHistoryItem,
  type HistoryEntry,
  type SearchHistoryItem,
  type WatchHistoryItem,
} from '@kinora/domain';
import { truncate } from '@/lib/format';
import { type MessageKey, translate } from '@/lib/i18n';
import { ASK_NOW_STATE, chatHref, movieHref, personHref, tvHref, watchHref } from '@/lib/links';

/** What a history row shows, whatever the kind of history. */
export interface HistoryRow {
  entryId: string;
  href: string;
  /** Router state the link carries (a chat entry's asks its question again at once). */
  state?: unknown;
  title: string;
  detail: string;
  /** ISO date and time of the search, view or question. */
  date: string;
  /** A view marked watched without a date ("I don't remember"): the list says "date unknown" instead. */
  isDateUnknown?: boolean;
  /** A catalogue image path; null draws the placeholder. */
  image: string | null;
  /** The image is an episode's 16:9 still rather than a 2:3 poster or photo. */
  isStill: boolean;
}

/** Each kind of search result's name: its key in the `history` catalogue. */
const SEARCH_TYPE_LABELS: Record<SearchHistoryItem['type'], MessageKey<'history'>> = {
  movie: 'typeMovie',
  tv: 'typeTv',
  person: 'typePerson',
};

/** Search entries open the movie, show or person found, by type. */
export function searchRow(entry: HistoryEntry<SearchHistoryItem>): HistoryRow {
  const title = entry.title || entry.name;
  const href =
    entry.type === 'movie'
      ? movieHref(entry.id, title)
      : entry.type === 'tv'
        ? tvHref(entry.id, title)
        : personHref(entry.id, title);
  return {
    entryId: entry.entryId,
    href,
    title,
    detail: entry.query
      ? translate('history', 'searchedDetail', {
          type: translate('history', SEARCH_TYPE_LABELS[entry.type]),
          query: entry.query,
        })
      : translate('history', SEARCH_TYPE_LABELS[entry.type]),
    date: entry.date,
    image: entry.image,
    isStill: false,
  };
}

/** Watch entries go back to the movie's page, or to the player at the episode watched. */
export function watchRow(entry: HistoryEntry<WatchHistoryItem>): HistoryRow {
  const isEpisode = entry.type === 'tv' && entry.season !== undefined && entry.episode !== undefined;
  const href =
    entry.type === 'movie'
      ? movieHref(entry.id, entry.title)
      : isEpisode
        ? watchHref({
            id: entry.id,
            name: entry.title,
            season: entry.season,
            episode: entry.episode,
            tepisodes: entry.tepisodes,
          })
        : tvHref(entry.id, entry.title);
  const episodeName = entry.name && entry.name !== entry.title ? ` · ${entry.name}` : '';
  return {
    entryId: entry.entryId,
    href,
    title: entry.title,
    detail: isEpisode
      ? `${translate('history', 'episodeDetail', { season: entry.season, episode: entry.episode })}${episodeName}`
      : translate('history', entry.type === 'movie' ? 'typeMovie' : 'typeTv'),
    date: entry.date,
    isDateUnknown: entry.dateKnown === false,
    image: entry.image,
    isStill: isEpisode,
  };
}

/** Chat entries ask the question again on /chat. */
export function chatRow(entry: HistoryEntry<ChatHistoryItem>): HistoryRow {
  return {
    entryId: entry.entryId,
    href: chatHref(entry.query),
    state: ASK_NOW_STATE,
    title: entry.query,
    detail: entry.response
      ? truncate(entry.response, CHAT.PREVIEW_CHARS)
      : translate('history', 'noAnswerSaved'),
    date: entry.date,
    image: null,
    isStill: false,
  };
}
