import type { CatalogueImage, TitleLogo } from '@kinora/domain';
import { catalogueImageSchema } from '@kinora/domain/schemas';
import { ENGLISH } from '../shared/languages';

/**
 * The logo and the poster of a title, chosen from the image lists TMDB appends to its details
 * (`append_to_response=images`, asked with `include_image_language=<lang>,en,null`).
 */

/**
 * The details answer with the title's logo and poster chosen, and without TMDB's image lists: they run to a hundred
 * entries for a known film, which every cached entry and every answer would otherwise carry. `code` is the ISO
 * 639-1 code of the language the details were asked in.
 */
export function withChosenImages(body: Record<string, unknown>, code: string): Record<string, unknown> {
  const { images, ...detail } = body;
  const { logos, posters } = readImages(images);
  const poster = viewerPoster(posters, code, detail.poster_path);
  return { ...detail, ...(poster ? { poster_path: poster } : {}), logo: chooseLogo(logos, code) };
}

/**
 * The best rated PNG logo in the viewer's language, else in English, else none. A logo without language is a symbol
 * with no words in it: shown in place of the title, it would hide the name, so it is never chosen.
 */
export function chooseLogo(logos: readonly CatalogueImage[], code: string): TitleLogo | null {
  // TMDB draws sized renditions (w500) of PNG logos only; an SVG one exists only at `original`, unbounded in size.
  const sized = logos.filter((logo) => !logo.file_path.toLowerCase().endsWith('.svg'));
  const own = bestIn(sized, code);
  const logo = own ?? bestIn(sized, ENGLISH);
  if (!logo) return null;
  return {
    file_path: logo.file_path,
    iso_639_1: own ? code : ENGLISH,
    width: logo.width,
    height: logo.height,
  };
}

/**
 * The poster to show instead of TMDB's `poster_path`, or null to keep TMDB's: when the viewer's language has
 * posters and TMDB's pick is none of them, the best rated of those. TMDB picks the asked language first, then the
 * original language; this makes sure a viewer whose language has a poster (text they can read) gets one.
 */
export function viewerPoster(
  posters: readonly CatalogueImage[],
  code: string,
  current: unknown,
): string | null {
  if (posters.some((poster) => poster.iso_639_1 === code && poster.file_path === current)) return null;
  return bestIn(posters, code)?.file_path ?? null;
}

/** The highest vote average among one language's pictures; the first listed wins a tie (TMDB's own order). */
function bestIn(images: readonly CatalogueImage[], code: string): CatalogueImage | undefined {
  let best: CatalogueImage | undefined;
  for (const image of images) {
    if (image.iso_639_1 === code && (!best || image.vote_average > best.vote_average)) best = image;
  }
  return best;
}

/** The two lists we choose from, keeping only well-formed entries: TMDB's answer is not ours to trust. */
function readImages(images: unknown): { logos: CatalogueImage[]; posters: CatalogueImage[] } {
  const lists = typeof images === 'object' && images !== null ? (images as Record<string, unknown>) : {};
  return { logos: wellFormed(lists.logos), posters: wellFormed(lists.posters) };
}

function wellFormed(list: unknown): CatalogueImage[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const parsed = catalogueImageSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
