import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type CatalogueItem, hasProfileImage, hasTitleImage, type PersonListItem } from '@kinora/domain';
import { expect, type Page } from '@playwright/test';

let sequence = 0;

export function newAccount(prefix = 'viewer') {
  sequence += 1;
  const id = `${Date.now().toString(36)}${process.pid}${sequence}`;
  return { email: `${prefix}${id}@example.com`, username: `${prefix}${id}`, password: 'long enough pass' };
}

/**
 * The e-mail field by its role: the server's still first screen is hidden from assistive technology (and inert) until
 * the app has started, so this finds the field once it takes typing, as a person would find it.
 */
export const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email' });

/**
 * Waits until the app has started on a page just opened: until then the server's still first screen shows, inert
 * (a field takes no focus, a key does nothing), as a person would notice. For a first step that is not a text box
 * found by its role (`emailField`), which waits on its own.
 */
export async function untilLive(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

export async function signUp(page: Page, account = newAccount()) {
  await page.goto('/signup');
  await emailField(page).fill(account.email);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('account created successfully')).toBeVisible();
  // Home takes the sign-up marker off the URL once it has handled it.
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
  return account;
}

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await emailField(page).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** A tRPC query over plain HTTP in the page's (signed-in) context: how specs look up or seed test data. */
export async function trpcQuery<T>(page: Page, procedure: string, input?: unknown): Promise<T> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await page.request.get(`/trpc/${procedure}${query}`);
  expect(response.ok(), `${procedure} answered ${response.status()}`).toBe(true);
  return (await response.json()).result.data as T;
}

/** A tRPC mutation over plain HTTP, echoing the anti-forgery cookie in its header as the web app does. */
export async function trpcMutation<T = unknown>(page: Page, procedure: string, input: unknown): Promise<T> {
  // A GET hands out the anti-forgery cookie that every mutation must echo in its header.
  await page.request.get('/cronjob/run');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  const response = await page.request.post(`/trpc/${procedure}`, {
    data: input,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token ?? '') },
  });
  expect(response.ok(), `${procedure} ${await response.text()}`).toBe(true);
  return (await response.json()).result.data as T;
}

/**
 * The items search would list (it shows only titles and people with a picture), in their original order. The
 * demo catalogue's lists move every day and keep a few imageless records, so a spec that searches for "the first
 * trending item" must pick it by this property, never by position.
 */
export function withPicture(items: readonly CatalogueItem[]): CatalogueItem[];
export function withPicture(items: readonly PersonListItem[]): PersonListItem[];
export function withPicture(items: readonly (CatalogueItem | PersonListItem)[]) {
  return items.filter((item) =>
    'known_for_department' in item ? hasProfileImage(item) : hasTitleImage(item),
  );
}

/**
 * When this worker started: the outbox folder outlives a run (the database does not), so a message written before
 * belongs to an earlier run and its links and codes mean nothing to this server.
 */
const WORKER_STARTED_MS = Date.now();

/** The newest message of this run the e2e server's outbox holds for `to` (one JSON file per message), once it is there. */
export async function latestMailTo(to: string, containing: RegExp): Promise<string> {
  const outbox = path.resolve(import.meta.dirname, `../.e2e-data/${process.env.E2E_PORT ?? 3100}/outbox`);
  let text = '';
  await expect
    .poll(
      () => {
        const messages = existsSync(outbox)
          ? readdirSync(outbox)
              .filter((file) => file.endsWith('.json'))
              .map((file) => ({
                file: path.join(outbox, file),
                mtimeMs: statSync(path.join(outbox, file)).mtimeMs,
              }))
              .filter(({ mtimeMs }) => mtimeMs >= WORKER_STARTED_MS)
              .sort((a, b) => a.mtimeMs - b.mtimeMs)
              .map(({ file }) => JSON.parse(readFileSync(file, 'utf8')) as { to: string; text: string })
              .filter((message) => message.to === to && containing.test(message.text))
          : [];
        text = messages.at(-1)?.text ?? '';
        return text;
      },
      { message: `a message to ${to} matching ${containing}` },
    )
    .not.toBe('');
  return text;
}

/** Opens the verification link of the welcome e-mail a new account was sent, as its owner would. */
export async function verifyEmail(page: Page, email: string) {
  const text = await latestMailTo(email, /verify-email\?token=/);
  const link = new URL(/(https?:\/\/\S+verify-email\?token=[A-Za-z0-9_-]+)/.exec(text)![1]!);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('Your e-mail address is verified. Thank you!')).toBeVisible();
}

/** Sources an operator's PLAYER_SOURCES_FILE could list (the e2e API starts without any). */
export const OPERATOR_SOURCES = [
  {
    name: 'Alpha',
    description: 'Fast host for films and shows',
    flags: ['adfree'],
    movieUrl: 'https://alpha.invalid/movie/{id}',
    tvUrl: 'https://alpha.invalid/tv/{id}/{season}/{episode}',
  },
  {
    name: 'Beta',
    description: 'Films only',
    flags: ['Brave recommended'],
    movieUrl: 'https://beta.invalid/embed?tmdb={id}',
    tvUrl: null,
  },
  {
    name: 'Gamma',
    description: 'Shows only',
    flags: ['Brave only'],
    movieUrl: null,
    tvUrl: 'https://gamma.invalid/{id}',
  },
];

/** Answers `player.sources` inside whatever tRPC batch carries it, leaving the batch's other answers untouched. */
export async function configureSources(page: Page) {
  await page.route(/\/trpc\/[^?]*player\.sources/, async (route) => {
    const response = await route.fetch();
    const procedures = new URL(route.request().url()).pathname.replace(/^\/trpc\//, '').split(',');
    const body = (await response.json()) as unknown[];
    body[procedures.indexOf('player.sources')] = { result: { data: OPERATOR_SOURCES } };
    await route.fulfill({ response, json: body });
  });
}
