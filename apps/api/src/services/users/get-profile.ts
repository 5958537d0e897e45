import type { Deps } from '../../deps';
import { listChatHistory, listSearchHistory, listWatchHistory } from '../history/list-history';
import { listWatchlist } from '../watchlist/list-watchlist';
import type { AuthState } from './public-user';

/** The legacy profile: the public user plus their histories and watch-later list (newest first). */
export async function getProfile(deps: Deps, auth: AuthState) {
  const [searchHistory, watchHistory, chatHistory, watchList] = await Promise.all([
    listSearchHistory(deps, auth.profileId),
    listWatchHistory(deps, auth.profileId),
    listChatHistory(deps, auth.profileId),
    listWatchlist(deps, auth.profileId),
  ]);
  return { ...auth.user, searchHistory, watchHistory, chatHistory, watchList };
}
