import { type CatalogueItem, hasTitleImage, isAppError, type MediaType, type Picks } from '@kinora/domain';
import { PICKS_PER_ROW } from '@kinora/domain/schemas';
import type { Deps } from '../../deps';
import { mapWithConcurrency } from '../../lib/concurrency';
import { keepForAudience, ownMedia } from '../catalogue/kids-filter';
import { loadViewerLists, type ViewerLists, type ViewerTitle } from '../shared/viewer-lists';

/**
 * How many loved titles, then how many recently watched ones, are tried for 'Because you loved/watched' before
 * the row is left empty.
 */
const WATCHED_TRIED = 3;
/** How many watch-later titles feed 'More like your list'. */
const LIST_TITLES_USED = 6;

const keyOf = (media: MediaType, id: number) => `${media}:${id}`;

/** A title's catalogue recommendations, each marked with its media; a title the catalogue lost gives none. */
async function recommendationsOf(deps: Deps, ref: ViewerTitle): Promise<CatalogueItem[]> {
  try {
    const page = await deps.catalogue.recommendations(ref.media, ref.id);
    return page.results.map((item) => ({ ...item, media_type: ref.media }));
  } catch (error) {
    if (!isAppError(error) || error.code !== 'NOT_FOUND') {
      deps.log.warn({ err: error, title: keyOf(ref.media, ref.id) }, 'picks: recommendations failed');
    }
    return [];
  }
}

/**
 * What 'Because you ...' may be about: the loved titles first, then the latest watched; never a disliked title
 * (viewer-lists.ts leaves those out of both).
 */
function seeds(viewer: ViewerLists): { ref: ViewerTitle; reason: 'loved' | 'watched' }[] {
  const loved = viewer.loved.map((ref) => ({ ref, reason: 'loved' as const }));
  const lovedKeys = new Set(viewer.loved.map((t) => keyOf(t.media, t.id)));
  const watched = viewer.recentlyWatched
    .filter((t) => !lovedKeys.has(keyOf(t.media, t.id)))
    .map((ref) => ({ ref, reason: 'watched' as const }));
  return [...loved.slice(0, WATCHED_TRIED), ...watched.slice(0, WATCHED_TRIED)];
}

/**
 * The home's two picks rows, from the catalogue's recommendations (shared genres, people, keywords, era) for the
 * viewer's own titles: a loved title (rated 4 stars or more), else the last watched, for 'Because you loved/watched', the newest watch-later titles for 'More like
 * your list', ranked by how many of them recommend a title and how high. Titles already watched, already listed,
 * without a picture, or adult for a viewer who did not opt in are left out, and on a kids profile whatever the
 * kids rule keeps out (kids-filter.ts). Empty for a new account.
 */
export async function listPicks(deps: Deps, profileId: string): Promise<Picks> {
  const viewer = await loadViewerLists(deps, profileId);
  const listed = new Set(viewer.watchLater.map((t) => keyOf(t.media, t.id)));
  const fits = (item: CatalogueItem, media: MediaType) =>
    hasTitleImage(item) &&
    (viewer.includeAdult || !item.adult) &&
    !viewer.watched.has(keyOf(media, item.id)) &&
    !viewer.disliked.has(keyOf(media, item.id)) &&
    !listed.has(keyOf(media, item.id));

  let becauseYouWatched: Picks['becauseYouWatched'] = null;
  for (const { ref, reason } of seeds(viewer)) {
    const candidates = (await recommendationsOf(deps, ref)).filter((item) => fits(item, ref.media));
    const items = await keepForAudience(deps, viewer, candidates, ownMedia, PICKS_PER_ROW);
    if (items.length > 0) {
      becauseYouWatched = {
        title: ref.title ?? '',
        reason,
        type: ref.media,
        id: ref.id,
        items: items.slice(0, PICKS_PER_ROW),
      };
      break;
    }
  }

  const sources = viewer.watchLater.slice(0, LIST_TITLES_USED);
  const lists = await mapWithConcurrency(sources, 3, (ref) => recommendationsOf(deps, ref));
  const scored = new Map<string, { item: CatalogueItem; score: number }>();
  lists.forEach((items, listIndex) => {
    const media = sources[listIndex]!.media;
    items.forEach((item, rank) => {
      if (!fits(item, media)) return;
      const key = keyOf(media, item.id);
      const entry = scored.get(key) ?? { item, score: 0 };
      // Recommended by more of the list counts most; a higher place in one list breaks ties.
      entry.score += 1 + (items.length - rank) / (items.length + 1);
      scored.set(key, entry);
    });
  });
  const shown = new Set(becauseYouWatched?.items.map((item) => keyOf(item.media_type as MediaType, item.id)));
  const ranked = [...scored.entries()]
    .filter(([key]) => !shown.has(key))
    .sort((a, b) => b[1].score - a[1].score)
    .map(([, entry]) => entry.item);
  const moreLikeYourList = (await keepForAudience(deps, viewer, ranked, ownMedia, PICKS_PER_ROW)).slice(
    0,
    PICKS_PER_ROW,
  );
  return { becauseYouWatched, moreLikeYourList };
}
