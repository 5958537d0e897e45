import type { AccountExport } from '@kinora/domain';
import { ACCOUNT_EXPORT_FORMAT, ACCOUNT_EXPORT_VERSION } from '@kinora/domain/schemas';
import type { Deps } from '../../deps';
import { listHiddenFromContinueWatching } from '../continue-watching/list-hidden';
import { listChatHistory, listSearchHistory, listWatchHistory } from '../history/list-history';
import { listWatchlist } from '../watchlist/list-watchlist';
import type { AuthState } from './public-user';
import { getRegion } from './region-preference';

/** Drops the entry handle a history list carries for deletion: it means nothing outside this database. */
const withoutHandle = <T extends { entryId: string }>({ entryId: _entryId, ...entry }: T) => entry;

/** The account's whole data as one versioned document (the shape is `accountExportSchema`). */
export async function exportAccount(deps: Deps, auth: AuthState): Promise<AccountExport> {
  const [watchLater, watchHistory, searchHistory, chatHistory, hidden, region] = await Promise.all([
    listWatchlist(deps, auth.userId),
    listWatchHistory(deps, auth.userId),
    listSearchHistory(deps, auth.userId),
    listChatHistory(deps, auth.userId),
    listHiddenFromContinueWatching(deps, auth.userId),
    getRegion(deps, auth.userId),
  ]);
  const { user } = auth;
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    version: ACCOUNT_EXPORT_VERSION,
    exportedAt: deps.now().toISOString(),
    account: {
      username: user.username,
      email: user.email,
      emailVerified: user.emailVerified,
      image: user.image,
      picture: user.picture,
      created: user.created,
    },
    preferences: { adultContent: user.adultContent, region },
    watchLater,
    watchHistory: watchHistory.map(withoutHandle),
    searchHistory: searchHistory.map(withoutHandle),
    chatHistory: chatHistory.map(withoutHandle),
    hiddenFromContinueWatching: hidden.map((h) => ({
      type: h.mediaType,
      id: h.tmdbId,
      hidden: h.hiddenAt.toISOString(),
    })),
    game: { bestScore: user.flappy.score },
  };
}

/** The file name a download of the export gets: the day it was made. */
export function exportFileName(exported: AccountExport): string {
  return `kinora-export-${exported.exportedAt.slice(0, 10)}.json`;
}
