import type { ChatTitle } from '@kinora/domain';
import type { Catalogue } from '@kinora/tmdb';
import { toChatTitle } from '../chat-title';
import { findTitle } from '../recommender/resolve-spans';
import type { Viewer } from '../recommender/viewer';
import type { ModelTitle } from './model-output';

/**
 * A title a hosted model named, as the catalogue knows it, or nothing: a model's list is a suggestion, and only
 * titles the catalogue has (with a picture, not adult unless the viewer opted in, not already watched unless
 * asked, never one the viewer disliked) are shown.
 */
export type TitleRules = { viewer: Viewer; includeWatched: boolean };

export async function resolveModelTitle(
  catalogue: Catalogue,
  wanted: ModelTitle,
  rules: TitleRules,
): Promise<ChatTitle | undefined> {
  const found = await findTitle(catalogue, wanted.title, wanted.media, wanted.year);
  if (!found) return undefined;
  if (!found.poster_path && !found.backdrop_path) return undefined;
  if (found.adult && !rules.viewer.includeAdult) return undefined;
  if (!rules.includeWatched && rules.viewer.watched.has(`${found.media_type}:${found.id}`)) return undefined;
  // Rated 1 star or less: never offered again, whatever the model says.
  if (rules.viewer.disliked?.has(`${found.media_type}:${found.id}`)) return undefined;
  return toChatTitle(found);
}
