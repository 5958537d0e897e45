import type { WatchlistItem, WatchTarget } from '@kinora/domain';
import { translate } from '@/lib/i18n';
import { movieHref, tvHref, watchHref } from '@/lib/links';

type Entry = Pick<WatchlistItem, 'id' | 'type' | 'title' | 'season' | 'episode' | 'totalEpisodes'>;

const isEpisode = (item: Entry) =>
  item.type === 'tv' && item.season !== undefined && item.episode !== undefined;

/** Movies open their page, an episode opens the player at that episode, a whole show opens its page. */
export function watchlistHref(item: Entry): string {
  if (item.type === 'movie') return movieHref(item.id, item.title);
  if (isEpisode(item)) {
    return watchHref({
      id: item.id,
      name: item.title,
      season: item.season,
      episode: item.episode,
      tepisodes: item.totalEpisodes,
    });
  }
  return tvHref(item.id, item.title);
}

/** Exactly the entry to remove: an episode by its season and episode, never the whole show. */
export function watchlistTarget(item: Entry): WatchTarget {
  return isEpisode(item)
    ? { type: 'tv', id: item.id, season: item.season, episode: item.episode }
    : { type: item.type, id: item.id };
}

/** The card's name; an episode adds its number so two episodes of one show are told apart ("The Show S2 E5"). */
export function watchlistTitle(item: Entry): string {
  return isEpisode(item)
    ? translate('watchlist', 'episodeTitle', {
        title: item.title,
        season: item.season,
        episode: item.episode,
      })
    : item.title;
}
