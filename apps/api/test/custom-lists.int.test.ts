import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { CUSTOM_LISTS, LIST_UNAVAILABLE_MESSAGE } from '@kinora/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, sessions } from '../src/db/schema';
import { SESSION_COOKIE } from '../src/lib/cookies';
import { hashSessionToken } from '../src/services/auth/sessions';
import { importList } from '../src/services/custom-lists/import-list';
import { signedInAgent } from './helpers/accounts';
import { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';
import { fakeWebBuild } from './helpers/web-build';

let t: TestApp;
let movies: Array<{ id: number; title: string; poster_path: string | null }>;
let showId: number;

const rowsOf = (result: unknown) =>
  ((result as { rows?: unknown[] }).rows ?? result) as Array<Record<string, unknown>>;

/** A built page with the head the real build has: a title and a (multi-line) description. */
function webBuildWithHead(): string {
  const dist = fakeWebBuild();
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><meta charset="UTF-8" />
    <meta
      name="description"
      content="Kinora: discover and stream movies."
    />
    <title>Kinora - Watch Movies, Tv shows, and More</title><!--kinora-config--></head><body></body></html>`,
  );
  return dist;
}

async function createList(agent: Agent, body: Record<string, unknown> = { name: 'Weekend' }) {
  const reply = await agent.post('/api/v1/user/lists', body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.list as { id: string; slug: string; name: string; description: string; public: boolean };
}

const itemsOf = async (agent: Agent, listId: string) =>
  (await agent.get(`/api/v1/user/lists/${listId}`)).body.list.items as Array<{
    itemId: number;
    id: number;
    media_type: string;
    title: string;
    image: string | null;
    poster_path: string | null;
    note: string | null;
  }>;

/**
 * Makes `agent` (a session of the account `userId`) act as a second profile of that account, as switching
 * profiles does: the session row names it and the cached session is dropped.
 */
async function actAsNewProfile(agent: Agent, userId: string) {
  const [profile] = await t.app.deps.db
    .insert(profiles)
    .values({ userId, name: `Kid ${Date.now()}`, avatar: 'ocean', position: 1 })
    .returning();
  const sessionId = hashSessionToken(agent.cookies.get(SESSION_COOKIE)!);
  await t.app.deps.db.update(sessions).set({ profileId: profile!.id }).where(eq(sessions.id, sessionId));
  t.app.deps.sessionCache.evictUser(userId);
  return profile!.id;
}

describe.skipIf(skipDatabaseSuite)('lists of your own on both doors', () => {
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: webBuildWithHead(), PUBLIC_URL: 'https://kinora.example' });
    const { agent } = await signedInAgent(t.app, 'seed');
    movies = (await agent.get('/api/v1/movies/category/popular')).body.content;
    showId = (await agent.get('/api/v1/tv/trending')).body.content[0].id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates, lists, renames and deletes lists on both doors', async () => {
    const { agent } = await signedInAgent(t.app);
    const made = await createList(agent, { name: '  Rainy days  ', description: 'Cosy films' });
    expect(made).toMatchObject({
      name: 'Rainy days',
      description: 'Cosy films',
      public: false,
      itemCount: 0,
    });
    expect(made.slug).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const viaTrpc = await agent.mutate('lists.create', { name: 'Later', public: true });
    expect(viaTrpc.data).toMatchObject({ name: 'Later', description: '', public: true });

    const rest = (await agent.get('/api/v1/user/lists')).body.lists;
    expect(rest.map((l: { name: string }) => l.name)).toEqual(['Later', 'Rainy days']);
    expect((await agent.query('lists.mine')).data).toEqual(rest);

    const renamed = await agent.mutate('lists.update', { id: made.id, name: 'Rainy Sundays' });
    expect(renamed.data).toMatchObject({ name: 'Rainy Sundays', description: 'Cosy films', slug: made.slug });
    const described = await agent.put(`/api/v1/user/lists/${made.id}`, { description: '' });
    expect(described.body.list).toMatchObject({ name: 'Rainy Sundays', description: '' });

    expect((await agent.delete(`/api/v1/user/lists/${made.id}`)).body).toEqual({
      success: true,
      message: 'List deleted',
    });
    // A retried delete is safe.
    expect((await agent.mutate('lists.delete', { id: made.id })).data).toEqual({
      changed: false,
      message: 'The list was already deleted',
    });
    expect((await agent.get(`/api/v1/user/lists/${made.id}`)).status).toBe(404);
    expect((await agent.query('lists.mine')).data).toHaveLength(1);
  });

  it('adds titles with catalogue facts, keeps one of each, edits notes and removes them', async () => {
    const { agent } = await signedInAgent(t.app);
    const list = await createList(agent);
    const [first, second] = movies;
    const added = await agent.post(`/api/v1/user/lists/${list.id}/items`, {
      media_type: 'movie',
      id: first!.id,
      note: 'Watch with Sam',
    });
    expect(added.body).toEqual({ success: true, message: 'Added to Weekend' });
    const viaTrpc = await agent.mutate('lists.addItem', { listId: list.id, media_type: 'tv', id: showId });
    expect(viaTrpc.data).toEqual({ changed: true, message: 'Added to Weekend' });
    await agent.mutate('lists.addItem', { listId: list.id, media_type: 'movie', id: second!.id });

    const items = await itemsOf(agent, list.id);
    expect(items.map((i) => [i.media_type, i.id, i.note])).toEqual([
      ['movie', first!.id, 'Watch with Sam'],
      ['tv', showId, null],
      ['movie', second!.id, null],
    ]);
    expect(items[0]).toMatchObject({
      title: first!.title,
      image: first!.poster_path,
      poster_path: first!.poster_path,
    });
    expect((await agent.query('lists.get', { id: list.id })).data.items).toEqual(items);
    expect((await agent.get('/api/v1/user/lists')).body.lists[0].itemCount).toBe(3);

    // Already there: nothing changes, or only the note.
    const again = await agent.post(`/api/v1/user/lists/${list.id}/items`, {
      media_type: 'movie',
      id: first!.id,
    });
    expect(again.body.message).toBe('Already on Weekend');
    const noted = await agent.mutate('lists.addItem', {
      listId: list.id,
      media_type: 'tv',
      id: showId,
      note: 'Season 1 only',
    });
    expect(noted.data).toEqual({ changed: true, message: 'Note saved' });
    const after = await itemsOf(agent, list.id);
    expect(after.map((i) => [i.itemId, i.note])).toEqual([
      [items[0]!.itemId, 'Watch with Sam'],
      [items[1]!.itemId, 'Season 1 only'],
      [items[2]!.itemId, null],
    ]);

    const unknown = await agent.post(`/api/v1/user/lists/${list.id}/items`, {
      media_type: 'movie',
      id: 2_000_000_000,
    });
    expect(unknown.status).toBe(404);
    const unknownTrpc = await agent.mutate('lists.addItem', {
      listId: list.id,
      media_type: 'movie',
      id: 2_000_000_000,
    });
    expect(unknownTrpc.status).toBe(404);
    expect(unknownTrpc.error?.message).toBe(unknown.body.message);

    const removed = await agent.delete(`/api/v1/user/lists/${list.id}/items/tv/${showId}`);
    expect(removed.body).toEqual({ success: true, message: 'Removed from Weekend' });
    const gone = await agent.mutate('lists.removeItem', { listId: list.id, media_type: 'tv', id: showId });
    expect(gone.data).toEqual({ changed: false, message: 'It was not on Weekend' });
    expect((await itemsOf(agent, list.id)).map((i) => i.id)).toEqual([first!.id, second!.id]);
  });

  it('reorders by the full list of item ids, refuses a partial or stale order, and keeps adds distinct under load', async () => {
    const { agent } = await signedInAgent(t.app);
    const list = await createList(agent);
    const picked = movies.slice(0, 8);
    // Concurrent adds: every title lands once, each at its own place.
    const replies = await Promise.all(
      picked.map((m) => agent.mutate('lists.addItem', { listId: list.id, media_type: 'movie', id: m.id })),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const positions = rowsOf(
      await t.app.deps.db.execute(
        sql`select count(distinct position)::int as n, count(*)::int as total from custom_list_items where list_id = ${list.id}`,
      ),
    );
    expect(positions[0]).toEqual({ n: picked.length, total: picked.length });

    const items = await itemsOf(agent, list.id);
    const reversed = items.map((i) => i.itemId).reverse();
    const put = await agent.put(`/api/v1/user/lists/${list.id}`, { order: reversed });
    expect(put.status).toBe(200);
    expect(put.body.list.items.map((i: { itemId: number }) => i.itemId)).toEqual(reversed);
    expect((await itemsOf(agent, list.id)).map((i) => i.itemId)).toEqual(reversed);

    const swapped = [reversed[1]!, reversed[0]!, ...reversed.slice(2)];
    const viaTrpc = await agent.mutate('lists.update', { id: list.id, order: swapped });
    expect(viaTrpc.data.items.map((i: { itemId: number }) => i.itemId)).toEqual(swapped);

    const partial = await agent.put(`/api/v1/user/lists/${list.id}`, { order: swapped.slice(1) });
    expect(partial.status).toBe(400);
    expect(partial.body.message).toMatch(/^order must name every item of the list exactly once/);
    const doubled = await agent.mutate('lists.update', {
      id: list.id,
      order: [swapped[0], ...swapped.slice(0, -1)],
    });
    expect(doubled.status).toBe(400);
    const foreign = await agent.put(`/api/v1/user/lists/${list.id}`, {
      order: [...swapped.slice(1), 999_999_999],
    });
    expect(foreign.status).toBe(400);
    // A refused order changes nothing, not even the name sent with it.
    const withName = await agent.put(`/api/v1/user/lists/${list.id}`, { name: 'Changed', order: [] });
    expect(withName.status).toBe(400);
    const unchanged = (await agent.get(`/api/v1/user/lists/${list.id}`)).body.list;
    expect(unchanged.name).toBe('Weekend');
    expect(unchanged.items.map((i: { itemId: number }) => i.itemId)).toEqual(swapped);
  });

  it('answers bad input with a 400 a person can act on', async () => {
    const { agent } = await signedInAgent(t.app);
    const list = await createList(agent);
    const cases: Array<[Promise<{ status: number; body: any }>, string]> = [
      [agent.post('/api/v1/user/lists', { name: '   ' }), 'Give the list a name'],
      [
        agent.post('/api/v1/user/lists', { name: 'x'.repeat(CUSTOM_LISTS.NAME_MAX_CHARS + 1) }),
        `A list name must be at most ${CUSTOM_LISTS.NAME_MAX_CHARS} characters`,
      ],
      [
        agent.post('/api/v1/user/lists', {
          name: 'ok',
          description: 'x'.repeat(CUSTOM_LISTS.DESCRIPTION_MAX_CHARS + 1),
        }),
        'A description must be at most 1,000 characters',
      ],
      [agent.post('/api/v1/user/lists', { name: 'ok', public: 'yes' }), 'public must be true or false'],
      [agent.post('/api/v1/user/lists', { name: 'ok', owner: 'someone' }), 'Unknown field: owner'],
      [
        agent.post(`/api/v1/user/lists/${list.id}/items`, {
          media_type: 'movie',
          id: movies[0]!.id,
          note: 'x'.repeat(CUSTOM_LISTS.NOTE_MAX_CHARS + 1),
        }),
        `A note must be at most ${CUSTOM_LISTS.NOTE_MAX_CHARS} characters`,
      ],
      [
        agent.post(`/api/v1/user/lists/${list.id}/items`, { media_type: 'book', id: 1 }),
        "media_type must be 'movie' or 'tv'",
      ],
      [agent.get('/api/v1/user/lists/not-a-list'), 'id must be a list id'],
      [agent.delete(`/api/v1/user/lists/${list.id}/items/movie/abc`), 'id must be a number'],
      [agent.put(`/api/v1/user/lists/${list.id}`, { order: ['a'] }), 'order must list item ids (numbers)'],
    ];
    for (const [reply, message] of cases) {
      const { status, body } = await reply;
      expect([status, body.message]).toEqual([400, message]);
    }
    const trpc = await agent.mutate('lists.create', { name: '' });
    expect([trpc.status, trpc.error?.message]).toEqual([400, 'Give the list a name']);
  });

  it('holds a list to its title cap and a profile to its list guard', async () => {
    const { agent, user } = await signedInAgent(t.app, 'hoarder');
    const list = await createList(agent);
    await t.app.deps.db.execute(sql`
      insert into custom_list_items (list_id, media_type, tmdb_id, title, position)
      select ${list.id}, 'movie', g, 'filler', g from generate_series(1, ${CUSTOM_LISTS.ITEMS_MAX}) g`);
    const full = await agent.post(`/api/v1/user/lists/${list.id}/items`, {
      media_type: 'movie',
      id: movies[0]!.id,
    });
    expect([full.status, full.body.message]).toEqual([
      400,
      'This list is full (1,000 titles). Remove some to add more.',
    ]);

    await t.app.deps.db.execute(sql`
      insert into custom_lists (profile_id, name, slug)
      select ${user.id}, 'filler ' || g, md5(random()::text || g) from generate_series(2, ${CUSTOM_LISTS.LISTS_MAX_PER_PROFILE}) g`);
    const tooMany = await agent.mutate('lists.create', { name: 'One more' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.error?.message).toBe(
      'You have 1,000 lists, the most one profile can keep. Delete some to make new ones.',
    );
  });

  it("keeps one profile's lists from other accounts and from the account's other profiles", async () => {
    const alice = await signedInAgent(t.app, 'alice');
    const bob = await signedInAgent(t.app, 'bob');
    const list = await createList(alice.agent);
    await alice.agent.post(`/api/v1/user/lists/${list.id}/items`, { media_type: 'movie', id: movies[0]!.id });

    // Alice's second profile: a second session of her account, acting as a new profile.
    const kid = await new Agent(t.app, '203.0.113.44').prime();
    await kid.post('/api/v1/auth/signin', { email: alice.user.email, password: 'long enough pass' });
    await actAsNewProfile(kid, alice.user.id);

    for (const other of [bob.agent, kid]) {
      expect((await other.get('/api/v1/user/lists')).body.lists).toEqual([]);
      expect((await other.get(`/api/v1/user/lists/${list.id}`)).status).toBe(404);
      expect((await other.query('lists.get', { id: list.id })).status).toBe(404);
      expect(
        (await other.put(`/api/v1/user/lists/${list.id}`, { name: 'Mine now', public: true })).status,
      ).toBe(404);
      const add = await other.post(`/api/v1/user/lists/${list.id}/items`, {
        media_type: 'movie',
        id: movies[1]!.id,
      });
      expect(add.status).toBe(404);
      expect((await other.delete(`/api/v1/user/lists/${list.id}/items/movie/${movies[0]!.id}`)).status).toBe(
        404,
      );
      expect((await other.delete(`/api/v1/user/lists/${list.id}`)).status).toBe(404);
      expect((await other.mutate('lists.delete', { id: list.id })).status).toBe(404);
    }
    const kept = (await alice.agent.get(`/api/v1/user/lists/${list.id}`)).body.list;
    expect(kept).toMatchObject({ name: 'Weekend', public: false, itemCount: 1 });

    // The second profile's own list is its own.
    const kidList = await createList(kid, { name: 'Cartoons' });
    expect(
      (await alice.agent.get('/api/v1/user/lists')).body.lists.map((l: { name: string }) => l.name),
    ).toEqual(['Weekend']);
    expect((await kid.get(`/api/v1/user/lists/${kidList.id}`)).status).toBe(200);
    expect((await alice.agent.get(`/api/v1/user/lists/${kidList.id}`)).status).toBe(404);
  });

  it('needs sign-in for your lists and the anti-forgery header for changes', async () => {
    const { agent } = await signedInAgent(t.app);
    const forged = await agent.post('/api/v1/user/lists', { name: 'x' }, { xsrf: false });
    expect(forged.status).toBe(403);
    expect((await agent.mutate('lists.create', { name: 'x' }, { xsrf: false })).status).toBe(403);
    const stranger = await new Agent(t.app).prime();
    expect((await stranger.get('/api/v1/user/lists')).status).toBe(401);
    expect((await stranger.query('lists.mine')).status).toBe(401);
  });

  it('shows a public list by its link to anyone, and a private one to no one', async () => {
    const owner = await signedInAgent(t.app, 'curator');
    const other = await signedInAgent(t.app, 'reader');
    const stranger = await new Agent(t.app).prime();
    const list = await createList(owner.agent, { name: 'Best of', description: 'My favourites' });
    for (const m of movies.slice(0, 2)) {
      await owner.agent.post(`/api/v1/user/lists/${list.id}/items`, {
        media_type: 'movie',
        id: m.id,
        note: 'Yes',
      });
    }
    const link = `/api/v1/lists/${list.slug}`;
    const refusedToAll = async () => {
      for (const reader of [stranger, other.agent, owner.agent]) {
        const reply = await reader.get(link);
        expect([reply.status, reply.body.message]).toEqual([404, LIST_UNAVAILABLE_MESSAGE]);
        expect((await reader.query('lists.bySlug', { slug: list.slug })).status).toBe(404);
      }
    };
    await refusedToAll();
    expect((await stranger.get('/api/v1/lists/no-such-list')).status).toBe(404);

    await owner.agent.put(`/api/v1/user/lists/${list.id}`, { public: true });
    const open = await stranger.get(link);
    expect(open.status).toBe(200);
    expect(open.body.list).toEqual({
      name: 'Best of',
      description: 'My favourites',
      owner: owner.user.username,
      items: movies.slice(0, 2).map((m) => ({
        media_type: 'movie',
        id: m.id,
        title: m.title,
        image: m.poster_path,
        poster_path: m.poster_path,
        note: 'Yes',
      })),
    });
    expect((await stranger.query('lists.bySlug', { slug: list.slug })).data).toEqual(open.body.list);
    expect(JSON.stringify(open.body)).not.toContain(owner.user.id);

    await owner.agent.mutate('lists.update', { id: list.id, public: false });
    await refusedToAll();
    const reopened = await owner.agent.put(`/api/v1/user/lists/${list.id}`, { public: true });
    expect(reopened.body.list.slug).toBe(list.slug);
    expect((await stranger.get(link)).status).toBe(200);
  });

  it('puts an escaped link preview in the page of a public list, and noindex on a private one', async () => {
    const { agent, user } = await signedInAgent(t.app, 'previewer');
    const name = '<script>"x"</script>';
    const list = await createList(agent, { name, description: 'Tom & "Jerry" <b>', public: true });
    await agent.post(`/api/v1/user/lists/${list.id}/items`, { media_type: 'movie', id: movies[0]!.id });

    const page = String((await new Agent(t.app).get(`/l/${list.slug}`)).raw.body);
    expect(page).not.toContain('<script>"x"');
    expect(page).not.toContain('<b>');
    const escapedName = '&#60;script&#62;&#34;x&#34;&#60;/script&#62;';
    expect(page).toContain(`<title>${escapedName} - a list by ${user.username} - Kinora</title>`);
    expect(page).toContain(`<meta property="og:title" content="${escapedName}">`);
    expect(page).toContain('<meta name="description" content="Tom &#38; &#34;Jerry&#34; &#60;b&#62;">');
    expect(page).toContain(
      '<meta property="og:description" content="Tom &#38; &#34;Jerry&#34; &#60;b&#62;">',
    );
    expect(page).toContain(`<meta property="og:url" content="https://kinora.example/l/${list.slug}">`);
    expect(page).toContain(
      `<meta property="og:image" content="https://kinora.example/img/w500${movies[0]!.poster_path}">`,
    );
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image">');
    // One title and one description: the app's own were replaced, not repeated.
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page.match(/<meta name="description"/g)).toHaveLength(1);
    expect(page).not.toContain('noindex');

    // Signed in (the owner), the same head comes with the session.
    expect(String((await agent.get(`/l/${list.slug}`)).raw.body)).toContain('og:title');

    await agent.put(`/api/v1/user/lists/${list.id}`, { public: false });
    for (const url of [`/l/${list.slug}`, '/l/unknown-slug']) {
      const hidden = String((await new Agent(t.app).get(url)).raw.body);
      expect(hidden).toContain('<meta name="robots" content="noindex">');
      expect(hidden).not.toContain('og:title');
      expect(hidden).toContain('<title>Kinora - Watch Movies, Tv shows, and More</title>');
    }
    expect(String((await new Agent(t.app).get('/lists')).raw.body)).not.toContain('noindex');
  });

  it('imports a list by name, reusing it and skipping what is already there', async () => {
    const { agent, user } = await signedInAgent(t.app, 'importer');
    const existing = await createList(agent, { name: 'Letterboxd Favourites' });
    await agent.post(`/api/v1/user/lists/${existing.id}/items`, { media_type: 'movie', id: movies[0]!.id });
    const file = {
      name: 'letterboxd favourites',
      description: 'from Letterboxd',
      items: movies.slice(0, 3).map((m, index) => ({
        target: { type: 'movie' as const, id: m.id },
        title: m.title,
        image: m.poster_path,
        note: index === 2 ? 'Loved it' : undefined,
      })),
    };
    expect(await importList(t.app.deps, user.id, file)).toEqual({ added: 2, unchanged: 1, leftOut: 0 });
    expect(await importList(t.app.deps, user.id, file)).toEqual({ added: 0, unchanged: 3, leftOut: 0 });
    const lists = (await agent.get('/api/v1/user/lists')).body.lists;
    expect(lists).toHaveLength(1);
    const items = await itemsOf(agent, existing.id);
    expect(items.map((i) => [i.id, i.note])).toEqual([
      [movies[0]!.id, null],
      [movies[1]!.id, null],
      [movies[2]!.id, 'Loved it'],
    ]);

    const fresh = await importList(t.app.deps, user.id, {
      name: 'Watched in 2024',
      items: file.items.slice(1),
    });
    expect(fresh).toEqual({ added: 2, unchanged: 0, leftOut: 0 });
    expect((await agent.get('/api/v1/user/lists')).body.lists[0]).toMatchObject({
      name: 'Watched in 2024',
      itemCount: 2,
      public: false,
    });
  });
});
