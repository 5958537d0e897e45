import type { MediaType } from '@kinora/domain';
import { continueHidden } from '../../db/schema';
import type { Deps } from '../../deps';

/** Takes a title off the Continue watching row until it is watched again. Hiding twice just moves the moment. */
export async function hideContinueWatching(
  deps: Deps,
  profileId: string,
  target: { type: MediaType; id: number },
) {
  const hiddenAt = deps.now();
  await deps.db
    .insert(continueHidden)
    .values({ profileId, mediaType: target.type, tmdbId: target.id, hiddenAt })
    .onConflictDoUpdate({
      target: [continueHidden.profileId, continueHidden.mediaType, continueHidden.tmdbId],
      set: { hiddenAt },
    });
  return { message: 'Hidden from Continue watching' };
}
