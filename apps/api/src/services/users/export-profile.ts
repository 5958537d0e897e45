import type { ExportedProfile, Rating } from '@kinora/domain';
import type { Deps } from '../../deps';
import { listHiddenFromContinueWatching } from '../continue-watching/list-hidden';
import { getCustomList } from '../custom-lists/get-custom-list';
import { listCustomLists } from '../custom-lists/list-custom-lists';
import { listChatHistory, listSearchHistory, listWatchHistory } from '../history/list-history';
import { listRatings } from '../ratings/list-ratings';
import { listWatchlist } from '../watchlist/list-watchlist';
import type { ActiveProfile } from './public-user';

/** Drops the entry handle a history list carries for deletion: it means nothing outside this database. */
const withoutHandle = <T extends { entryId: string }>({ entryId: _entryId, ...entry }: T) => entry;

/** Every rating of the profile, newest first, page after page as `ratings.list` answers them. */
async function allRatings(deps: Deps, profileId: string): Promise<Rating[]> {
  const first = await listRatings(deps, profileId, 1);
  const rest = await Promise.all(
    Array.from({ length: first.totalPages - 1 }, (_, i) => listRatings(deps, profileId, i + 2)),
  );
  return [first, ...rest].flatMap((page) => page.ratings);
}

/**
 * The profile's lists, oldest first (an import makes them again in that order), each with its titles in the
 * owner's order. Neither the lists' links nor the items' handles: they mean nothing outside this database.
 */
async function allLists(deps: Deps, profileId: string): Promise<ExportedProfile['lists']> {
  const summaries = (await listCustomLists(deps, profileId)).reverse();
  return Promise.all(
    summaries.map(async ({ id, name, description, public: isPublic }) => {
      const { items } = await getCustomList(deps, profileId, id);
      return {
        name,
        description,
        public: isPublic,
        items: items.map(({ itemId: _itemId, ...item }) => item),
      };
    }),
  );
}

/** One profile's part of the account export: its settings and everything that is its own. */
export async function exportProfile(deps: Deps, profile: ActiveProfile): Promise<ExportedProfile> {
  const [watchLater, watchHistory, searchHistory, chatHistory, hidden, ratings, lists] = await Promise.all([
    listWatchlist(deps, profile.id),
    listWatchHistory(deps, profile.id),
    listSearchHistory(deps, profile.id),
    listChatHistory(deps, profile.id),
    listHiddenFromContinueWatching(deps, profile.id),
    allRatings(deps, profile.id),
    allLists(deps, profile.id),
  ]);
  return {
    name: profile.name,
    avatar: profile.avatar,
    kids: profile.kids,
    main: profile.main,
    preferences: {
      adultContent: profile.adultContent,
      region: profile.region as ExportedProfile['preferences']['region'],
      language: profile.language,
    },
    watchLater,
    watchHistory: watchHistory.map(({ dateKnown, ...entry }) => ({
      ...withoutHandle(entry),
      dateKnown: dateKnown ?? true,
    })),
    searchHistory: searchHistory.map(withoutHandle),
    chatHistory: chatHistory.map(withoutHandle),
    hiddenFromContinueWatching: hidden.map((h) => ({
      type: h.mediaType,
      id: h.tmdbId,
      hidden: h.hiddenAt.toISOString(),
    })),
    ratings,
    lists,
  };
}
