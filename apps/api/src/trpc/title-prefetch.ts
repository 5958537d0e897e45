import { AppError, type MediaType } from '@kinora/domain';
import { titleInputSchema } from '@kinora/domain/schemas';
import type { Deps } from '../deps';
import { withDeadline } from '../lib/deadline';
import { getTitleFirstScreen } from '../services/catalogue/title-first-screen';
import type { ActiveProfile } from '../services/users/public-user';
import { nothingPrefetched, type PagePrefetch, prefetched } from './prefetched-query';

/**
 * How long a title page waits for its details. The page itself waits for them, so a slow catalogue would hold up
 * the whole page: past this it goes as before (the skeleton, with the link's name), and asks for them itself.
 */
const TITLE_DETAILS_WAIT_MS = 400;

/**
 * The id as the web app reads it from the link (lib/query-params.ts: digits only), so the embedded answer sits
 * under the very key its query uses; anything else (`1e3`, `0x10`, empty) embeds nothing, as the page then shows
 * its own not-found.
 */
const DIGITS = /^\s*\d+\s*$/;

/**
 * A title page's details as the `catalogue.details` answer its first screen reads (features/title: the details
 * gate), with the hero's pictures. Nothing for a link without a usable id, a title that does not exist or that
 * the profile may not open, or a catalogue that fails or is late: the page then asks, as it always did.
 */
export async function prefetchTitleQueries(
  deps: Deps,
  profile: ActiveProfile,
  media: MediaType,
  rawId: string | null,
): Promise<PagePrefetch> {
  if (rawId === null || !DIGITS.test(rawId)) return nothingPrefetched();
  const parsed = titleInputSchema.safeParse({ media, id: rawId });
  if (!parsed.success) return nothingPrefetched();
  const input = parsed.data;
  const work = getTitleFirstScreen(deps, profile, input.media, input.id).catch((error: unknown) => {
    // An unknown title is the page's own not-found, not a failure of ours.
    if (!(error instanceof AppError && error.code === 'NOT_FOUND')) {
      deps.log.warn({ err: error, ...input }, 'title prefetch failed; the page will ask for its details');
    }
    return undefined;
  });
  const screen = await withDeadline(work, TITLE_DETAILS_WAIT_MS, undefined);
  if (!screen) return nothingPrefetched();
  return { queries: [prefetched('catalogue.details', input, screen.details)], images: screen.images };
}
