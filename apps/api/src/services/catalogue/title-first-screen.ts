import { IMAGE_SIZES, type MediaType } from '@kinora/domain';
import { imagePathSchema } from '@kinora/domain/schemas';
import type { Deps } from '../../deps';
import { getRuntimeConfig } from '../runtime-config/get-runtime-config';
import type { FirstScreenImage } from './home-first-screen';
import type { TitleAudience } from './kids-filter';
import { getTitleDetails } from './titles';

/**
 * A title page's first screen: the title's details (the viewer's own answer, NOT_FOUND for one they may not open)
 * and the pictures its hero opens with, on every screen: the backdrop (the poster when there is none) at the size
 * the hero shows it, and the logo that is the page's heading. The side poster shows on wide screens only, below
 * the fold of a phone, so it is left to the page.
 */
export async function getTitleFirstScreen(deps: Deps, audience: TitleAudience, media: MediaType, id: number) {
  const details = await getTitleDetails(deps, audience, media, id);
  const base = getRuntimeConfig(deps.config).imageBaseUrl;
  // Only a path the web app would load itself (lib/images.ts refuses anything else): a preload it never uses
  // would only compete with the page's own downloads.
  const picture = (path: string | null | undefined, size: string): FirstScreenImage[] =>
    path && imagePathSchema.safeParse(path).success ? [{ url: `${base}${size}${path}` }] : [];
  return {
    details,
    images: [
      ...picture(details.backdrop_path ?? details.poster_path, IMAGE_SIZES.HERO),
      ...picture(details.logo?.file_path, IMAGE_SIZES.THUMBNAIL),
    ],
  };
}
