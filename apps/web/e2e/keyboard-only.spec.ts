import type { CatalogueItem } from '@kinora/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { newAccount, signUp, trpcQuery, withPicture } from './support';

/*
 * A whole visit without a mouse: every step below is keyboard.press or keyboard.type (page.goto only opens the
 * first page, as typing an address would). Each step checks what the person would see, and that the control they
 * reached shows the focus ring.
 */

type Listing = { results: CatalogueItem[] };

/** The most Tab presses one step may take: the longest page (a title's cast and rows) stays well under this. */
const MAX_TABS = 150;

/** Presses Tab (or Shift+Tab, when the target comes before the focus) until `target` has the focus. */
async function tabTo(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  const isBehind = await target.evaluate(
    (element) =>
      document.activeElement !== null &&
      document.activeElement !== document.body &&
      (element.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING) === 0 &&
      element !== document.activeElement,
  );
  const key = isBehind ? 'Shift+Tab' : 'Tab';
  for (let press = 0; press < MAX_TABS; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectFocusRing(target);
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target}`);
}

/** The focused control draws a visible outline (the app's one :focus-visible style, or its own). */
async function expectFocusRing(target: Locator) {
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { outline: style.outlineStyle, width: style.outlineWidth, shadow: style.boxShadow };
  });
  const hasOutline = ring.outline !== 'none' && ring.width !== '0px';
  expect(hasOutline || ring.shadow !== 'none', `focus ring on ${target}: ${JSON.stringify(ring)}`).toBe(true);
}

/** Ctrl+K, then waits for the palette's box to take the focus (its code loads the first time), as a person would. */
async function openPalette(page: Page) {
  await page.keyboard.press('Control+K');
  await expect(
    page.getByRole('dialog').getByRole('combobox', { name: 'Search titles, people and pages' }),
  ).toBeFocused();
}

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`keyboard only (${reducedMotion} motion): sign up, search, watch later, play, ask the assistant, change a setting`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ reducedMotion });
    const account = newAccount('keys');

    // Sign up.
    await page.goto('/signup');
    await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
    await page.keyboard.type(account.email);
    await tabTo(page, page.getByLabel('Username'));
    await page.keyboard.type(account.username);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(account.password);
    await tabTo(page, page.getByRole('button', { name: 'Sign Up', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('account created successfully')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');

    // Search for a title and open it.
    const [movie] = withPicture(
      (await trpcQuery<Listing>(page, 'catalogue.trending', { media: 'movie' })).results,
    );
    const title = movie!.title!;
    await page.keyboard.press('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page.getByLabel('Title or name')).toBeFocused();
    await page.keyboard.type(title);
    const results = page.getByRole('region', { name: /^Results/ });
    const hit = results.locator(`a[href^="/movie?id=${movie!.id}&"]`).first();
    await tabTo(page, hit);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Add it to the watch-later list (Space presses a button), and find it there.
    await tabTo(page, page.getByRole('main').getByRole('button', { name: 'List', exact: true }));
    await page.keyboard.press('Space');
    await expect(page.getByText(/added to your watchlist/)).toBeVisible();
    await openPalette(page);
    await page.keyboard.type('watch-later');
    await expect(page.getByRole('dialog').getByRole('option').first()).toHaveText(/Watch-later list/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/watchlist$/);
    const saved = page.getByRole('main').locator(`a[href^="/movie?id=${movie!.id}&"]`).first();
    await expect(saved).toBeVisible();

    // Back to the title from the list, then Play opens the player.
    await tabTo(page, saved);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Play' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/watch\\?id=${movie!.id}&`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Ask the assistant from its widget and see an answer.
    await tabTo(page, page.getByRole('button', { name: 'Ask the AI assistant' }));
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('What do you feel like watching?')).toBeFocused();
    await page.keyboard.type('a feel-good comedy');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/chat$/);
    const answer = page.getByRole('main').getByRole('article').first();
    await expect(answer).toContainText('a feel-good comedy');
    await expect(
      answer.getByRole('list', { name: 'Recommended titles' }).getByRole('listitem').first(),
    ).toBeVisible({ timeout: 20_000 });

    // Change a setting: the adult-content switch, reached through the palette.
    await openPalette(page);
    await page.keyboard.type('settings');
    await expect(page.getByRole('dialog').getByRole('option').first()).toHaveText(/Settings/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const adult = page.getByRole('switch', { name: 'Adult content' });
    await expect(adult).toHaveAttribute('aria-checked', 'false');
    await tabTo(page, adult);
    await page.keyboard.press('Space');
    await expect(adult).toHaveAttribute('aria-checked', 'true');
  });
}

test('reduced motion: the home hero stays on its title, and nothing transitions', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await signUp(page);
  const hero = page.getByRole('region', { name: 'Trending movies' });
  const shown = hero.getByRole('heading', { level: 2 });
  await expect(shown).toBeVisible();
  const first = await shown.textContent();

  // Three whole rotations (12 s each) on the page's own clock.
  await page.clock.runFor(40_000);
  await expect(shown).toHaveText(first!);

  // The hero's Next button still moves it, at once.
  await tabTo(page, hero.getByRole('button', { name: 'Next title' }));
  await page.keyboard.press('Enter');
  await expect(shown).not.toHaveText(first!);

  // The global rule turns every transition off, whoever wrote the class.
  const duration = await page
    .getByRole('button', { name: 'Next title' })
    .evaluate((element) => getComputedStyle(element).transitionDuration);
  expect(Number.parseFloat(duration)).toBeLessThan(0.001);
});

test('the game starts from the keyboard: Enter on Start Game, Space on Restart', async ({ page }) => {
  await signUp(page);
  await page.goto('/fun/flappy');
  const start = page.getByRole('button', { name: 'Start Game' });
  await tabTo(page, start);
  await page.keyboard.press('Enter');
  await expect(start).toBeHidden();
  // Nobody flaps, so the sprite falls to the ground and the game ends.
  await expect(page.getByText('Game Over')).toBeVisible({ timeout: 20_000 });
  const restart = page.getByRole('button', { name: 'Restart' });
  await tabTo(page, restart);
  await page.keyboard.press('Space');
  await expect(restart).toBeHidden();
});

/** Roles a person acts on; each must have a name a screen reader can say. */
const NAMED_ROLES = new Set([
  'button',
  'link',
  'textbox',
  'searchbox',
  'combobox',
  'checkbox',
  'radio',
  'switch',
  'slider',
  'spinbutton',
  'tab',
  'menuitem',
  'option',
  'listbox',
]);

type AXNode = {
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  backendDOMNodeId?: number;
};

/** Every control in the page's accessibility tree (not inside other sites' frames) that has no name. */
async function unnamedControls(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
    const unnamed = nodes.filter(
      (node) => !node.ignored && NAMED_ROLES.has(node.role?.value ?? '') && !node.name?.value?.trim(),
    );
    const described: string[] = [];
    for (const node of unnamed) {
      const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: node.backendDOMNodeId });
      const { result } = await cdp.send('Runtime.callFunctionOn', {
        objectId: object.objectId,
        functionDeclaration: 'function () { return this.outerHTML.slice(0, 200); }',
        returnByValue: true,
      });
      described.push(`${node.role!.value}: ${result.value as string}`);
    }
    return described;
  } finally {
    await cdp.detach();
  }
}

test('screen-reader names: every button, link and field on the main pages has one', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of ['/signup', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await unnamedControls(page), path).toEqual([]);
  }

  await signUp(page);
  const [movie] = withPicture(
    (await trpcQuery<Listing>(page, 'catalogue.trending', { media: 'movie' })).results,
  );
  const [show] = withPicture((await trpcQuery<Listing>(page, 'catalogue.trending', { media: 'tv' })).results);
  const pages: [string, string | RegExp][] = [
    ['/', /./],
    [`/search?q=${encodeURIComponent(movie!.title!)}`, 'Search'],
    [`/movie?id=${movie!.id}&name=x`, movie!.title!],
    [`/tv/details?id=${show!.id}&name=x`, show!.name!],
    [`/watch?id=${movie!.id}&name=${encodeURIComponent(movie!.title!)}`, movie!.title!],
    ['/watchlist', /./],
    ['/history', /./],
    ['/chat', /./],
    ['/profile', 'Settings'],
    ['/fun', /./],
    ['/fun/flappy', 'Flappy Kinora'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await unnamedControls(page), path).toEqual([]);
  }
});
