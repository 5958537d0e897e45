import type { Deps } from '../../deps';
import { listChatHistory, listSearchHistory, listWatchHistory } from '../history/list-history';
import { listWatchlist } from '../watchlist/list-watchlist';
import type { AuthState } from './public-user';

/** The legacy profile: the public user plus their histories and watch-later list (newest first). */
export async function getProfile(deps: Deps, auth: AuthState) {
  const [searchHistory, watchHistory, chatHistory, watchList] = await Promise.all([
    listSearchHistory(deps, auth.userId),
    listWatchHistory(deps, auth.userId),
    listChatHistory(deps, auth.userId),
    listWatchlist(deps, auth.userId),
  ]);
  return { ...auth.user, searchHistory, watchHistory, chatHistory, watchList };
}
