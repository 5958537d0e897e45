import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_COOKIE, PSEUDO_LOCALE } from '@kinora/domain';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import ts from 'typescript';
import { signUp, trpcQuery } from './support';

/**
 * The pseudo-locale run: every page in `en-XA`, where each catalogue text is accented and bracketed (⟦…⟧). A text
 * still written in the code shows plainly. It is found by comparing what the page shows (text, and the labels,
 * placeholders and titles people and screen readers read) with the literals in the web app's source: a shown text
 * equal to a literal of the code was not translated. Catalogue data (titles, names, overviews) and what the
 * viewer typed are never literals of the code, so they do not count.
 */
const SRC = path.resolve(import.meta.dirname, '../src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) return entry === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** Every literal of the web app's code that reads like words (two letters or more). */
function codeLiterals(): Set<string> {
  const literals = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      let text: string | undefined;
      if (ts.isJsxText(node) || ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        text = node.text;
      } else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
        text = node.text;
      }
      const trimmed = text?.trim();
      if (trimmed && /\p{L}{2,}/u.test(trimmed)) literals.add(trimmed);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return literals;
}

/** What the page shows people: visible text nodes and the attributes read aloud or shown as hints. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = new Set<string>();
    const visible = (element: Element | null) =>
      element !== null &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) || !visible(parent)) continue;
      const text = node.textContent?.trim();
      if (text) shown.add(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) shown.add(value);
      }
    }
    return [...shown];
  });
}

/** Opens a page and waits until its texts are there: its main content speaks the pseudo-locale. */
async function openPseudo(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await expect(page.locator('body')).toContainText('⟦');
  // Rows, lists and panels below the first paint have their turn too.
  await page.waitForLoadState('networkidle');
}

/** The pseudo-locale is reached only through the language cookie (the server then serves its texts). */
async function speakPseudo(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: PSEUDO_LOCALE, url: baseURL ?? '' }]);
}

const literals = codeLiterals();
const untranslated = (texts: string[]) => texts.filter((text) => literals.has(text));
const NAMES = new Set(['Kinora', 'TMDB', 'IMDb', 'Letterboxd', 'Trakt', 'Google', 'YouTube']);

async function expectAllTranslated(page: Page, url: string) {
  await openPseudo(page, url);
  const left = untranslated(await shownTexts(page)).filter((text) => !NAMES.has(text));
  expect(left, `texts of ${url} left in the code`).toEqual([]);
}

test.describe('pseudo-locale: no text of the code left untranslated', () => {
  test('signed-out pages', async ({ page, context, baseURL }) => {
    await speakPseudo(context, baseURL);
    for (const url of ['/', '/login', '/signup', '/forgotpassword']) await expectAllTranslated(page, url);
  });

  test('signed-in pages', async ({ page, context, baseURL }) => {
    test.setTimeout(240_000);
    await signUp(page);
    type Listing = { results: Array<{ id: number }> };
    const movies = await trpcQuery<Listing>(page, 'catalogue.trending', { media: 'movie' });
    const shows = await trpcQuery<Listing>(page, 'catalogue.trending', { media: 'tv' });
    await speakPseudo(context, baseURL);
    const urls = [
      '/',
      '/search',
      '/watchlist',
      '/history',
      '/lists',
      '/calendar',
      '/notifications',
      '/profile',
      '/profiles',
      '/fun',
      '/chat',
      '/anime',
      '/kdrama',
      '/directors',
      '/profile/ratings',
      '/profile/terms',
      '/contactus',
      '/fun/flappy',
      `/movie?id=${movies.results[0]?.id}`,
      `/tv/details?id=${shows.results[0]?.id}`,
    ];
    for (const url of urls) await expectAllTranslated(page, url);
  });
});
