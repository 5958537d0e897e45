import AxeBuilder from '@axe-core/playwright';
import { LOCAL_KEYS, SESSION_KEYS } from '@kinora/domain';
import { type Browser, type BrowserContext, devices, expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN_EMAIL_3 } from '../playwright.config';
import { signIn, signUp, trpcQuery, untilLive, verifyEmail, withPicture } from './support';

/**
 * WCAG 2.2 AA sweep (docs/product/accessibility.md): axe-core on every route of the route table, signed out and
 * signed in, in the dark and the light theme, on a phone (390 px) and a wide screen (1440 px). A serious or
 * critical violation fails; a moderate or minor one is listed in the report as an annotation.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

const WIDTHS = {
  phone: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
  wide: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
} as const;
const THEMES = ['dark', 'light'] as const;
type Theme = (typeof THEMES)[number];

/** The routes a signed-out visitor may open (the others send them to the landing). */
const SIGNED_OUT_ROUTES = [
  '/',
  '/signup',
  '/login',
  '/forgotpassword',
  '/changepassword',
  '/verify-email',
  '/nope',
];

type Item = { id: number; title?: string; name?: string };
type Seeds = { movie: number; show: number; person: number };

/** Every route of the table a signed-in admin can open, with real catalogue ids. */
function signedInRoutes({ movie, show, person }: Seeds) {
  return [
    '/',
    `/movie?id=${movie}&name=x`,
    `/watch?id=${movie}&name=x`,
    `/tv/details?id=${show}&name=x`,
    `/person/details?id=${person}&name=x`,
    '/search',
    '/chat',
    '/profile',
    '/profiles',
    '/watchlist',
    '/contactus',
    '/profile/changepassword',
    '/profile/searchHistory',
    '/profile/chatHistory',
    '/profile/watchHistory',
    '/history',
    '/profile/terms',
    '/fun',
    '/fun/adult',
    '/fun/flappy',
    '/anime',
    '/kdrama',
    '/directors',
    '/profile/admin',
    `/profile/admin/user?email=${encodeURIComponent(E2E_ADMIN_EMAIL_3)}`,
    '/profile/admin/status',
    '/verify-email',
    '/nope',
  ];
}

let admin: { cookies: Awaited<ReturnType<BrowserContext['cookies']>>; seeds: Seeds } | undefined;

/** One admin session for the whole sweep: signed up, verified and past the admin password once. */
async function adminSession(browser: Browser) {
  if (admin) return admin;
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = { email: E2E_ADMIN_EMAIL_3, username: 'e2eadmin3', password: 'long enough pass' };
  // A retried test runs in a new worker, after the account was made: then signing in is enough.
  await signIn(page, account);
  const known = await page
    .waitForURL((url) => url.pathname === '/', { timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!known) {
    await signUp(page, account);
    await verifyEmail(page, E2E_ADMIN_EMAIL_3);
  }
  await page.goto('/profile/admin');
  await untilLive(page);
  // The development default admin password (ADMIN_PASSWORD_HASH unset).
  await page.getByLabel('Admin password').fill('kinora-admin');
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Monitoring Dashboard' })).toBeVisible();

  const movies = await trpcQuery<{ results: Item[] }>(page, 'catalogue.trending', { media: 'movie' });
  const shows = await trpcQuery<{ results: Item[] }>(page, 'catalogue.trending', { media: 'tv' });
  const movie = withPicture(movies.results as never)[0]!.id;
  const credits = await trpcQuery<{ cast: { id: number }[] }>(page, 'catalogue.credits', {
    media: 'movie',
    id: movie,
  });
  admin = {
    cookies: await context.cookies(),
    seeds: { movie, show: withPicture(shows.results as never)[0]!.id, person: credits.cast[0]!.id },
  };
  await context.close();
  return admin;
}

/**
 * The light theme is the token set `theme-light` (styles.css). The app switches it on from the admin area's
 * toggle (`adminDarkMode` in local storage); the sweep also puts it on every other page, so the light tokens are
 * proven on every component they could colour, not only on the two admin pages.
 */
async function newSweepContext(browser: Browser, width: keyof typeof WIDTHS, theme: Theme) {
  const context = await browser.newContext({ ...WIDTHS[width], reducedMotion: 'reduce' });
  await context.addInitScript(
    ({ theme, key }) => {
      localStorage.setItem(key, String(theme === 'dark'));
      if (theme === 'light') document.documentElement.classList.add('theme-light');
    },
    { theme, key: LOCAL_KEYS.ADMIN_DARK_MODE },
  );
  return context;
}

type Finding = { route: string; id: string; impact: string; help: string; targets: string[] };

async function audit(page: Page, route: string, findings: Finding[]) {
  await page.goto(route);
  // Still on the route asked for: a guard sending the sweep elsewhere would check the wrong page.
  const path = new URL(route, 'http://kinora.invalid').pathname;
  await expect(page, route).toHaveURL((url) => url.pathname === path);
  // The page has drawn its content once the route's own heading shows and the network is quiet.
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  for (const violation of results.violations) {
    findings.push({
      route,
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    });
  }
}

for (const width of ['phone', 'wide'] as const) {
  for (const theme of THEMES) {
    test(`every route passes axe (WCAG 2.2 AA) at ${WIDTHS[width].viewport.width} px in the ${theme} theme`, async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      const { cookies, seeds } = await adminSession(browser);
      const context = await newSweepContext(browser, width, theme);
      const page = await context.newPage();
      const findings: Finding[] = [];

      for (const route of SIGNED_OUT_ROUTES) {
        // /changepassword opens only while a reset is in progress.
        if (route === '/changepassword') {
          await page.evaluate(
            (key) => sessionStorage.setItem(key, 'someone@example.com'),
            SESSION_KEYS.RESET_EMAIL,
          );
        }
        await audit(page, route, findings);
      }
      await context.addCookies(cookies);
      for (const route of signedInRoutes(seeds)) await audit(page, route, findings);
      await context.close();

      for (const finding of findings.filter((f) => !FAILING_IMPACTS.has(f.impact))) {
        test.info().annotations.push({
          type: `axe ${finding.impact}`,
          description: `${finding.route}: ${finding.id} (${finding.help}) at ${finding.targets.join(', ')}`,
        });
      }
      const failing = findings.filter((f) => FAILING_IMPACTS.has(f.impact));
      expect(
        failing.map((f) => `${f.route} [${f.impact}] ${f.id}: ${f.help} at ${f.targets.join(', ')}`),
      ).toEqual([]);
    });
  }
}
