import type { CatalogueItem } from '@kinora/domain';
import type { Catalogue } from '@kinora/tmdb';
import type { Intent } from './intent';
import { fold } from './text';
import type { Theme } from './themes';

/**
 * Whether a title is about what the question asked (or ruled out), from what the catalogue says about it:
 * its overview, which every list item carries, and its plot keywords, one more read per title. Keywords are
 * optional evidence: TMDB tags many titles sparsely or not at all, so a title whose keywords cannot be read
 * is judged by its overview alone.
 */

/**
 * Folded texts by their original. Folding is the costly part of a check, and the same overviews and keyword
 * lists come back question after question (the catalogue cache hands out the same strings), so each is
 * folded once; a memo is emptied when full rather than grown without bound.
 */
const FOLDED_MAX = 5_000;

function memo(folder: (text: string) => string): (text: string) => string {
  const folded = new Map<string, string>();
  return (text) => {
    let out = folded.get(text);
    if (out === undefined) {
      if (folded.size >= FOLDED_MAX) folded.clear();
      out = folder(text);
      folded.set(text, out);
    }
    return out;
  };
}

/** Each keyword folded on its own, kept apart by a bar so two keywords never read as one phrase. */
const KEYWORD_BREAK = '\n';
const foldOverview = memo(fold);
const foldKeywords = memo((names) => names.split(KEYWORD_BREAK).map(fold).join(' | '));

export const overviewText = (item: CatalogueItem): string => foldOverview(item.overview ?? '');

export const shows = (theme: Theme, text: string) => text !== '' && theme.evidence.test(text);

/** Folded keyword names, or nothing when the catalogue has none for the title or cannot say. */
async function keywordText(catalogue: Catalogue, item: CatalogueItem & { media_type: 'movie' | 'tv' }) {
  try {
    const keywords = await catalogue.keywords(item.media_type, item.id);
    return foldKeywords(keywords.map((k) => k.name).join(KEYWORD_BREAK));
  } catch {
    return '';
  }
}

/**
 * Every asked theme shows in the overview or keywords, and no ruled-out one does. The keywords are read only
 * when the overview leaves it open: a theme it already shows, or an excluded one it mentions, settles it.
 */
export async function themesFit(
  catalogue: Catalogue,
  intent: Intent,
  item: CatalogueItem & { media_type: 'movie' | 'tv' },
): Promise<boolean> {
  const overview = overviewText(item);
  if (intent.excludedThemes.some((t) => shows(t, overview))) return false;
  const unshown = intent.themes.filter((t) => !shows(t, overview));
  if (unshown.length === 0 && intent.excludedThemes.length === 0) return true;
  const keywords = await keywordText(catalogue, item);
  if (unshown.some((t) => !shows(t, keywords))) return false;
  return !intent.excludedThemes.some((t) => shows(t, keywords));
}
