import { PROFILES } from '@kinora/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, watchlistItems } from '../src/db/schema';
import { signedInAgent } from './helpers/accounts';
import { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let movieIds: number[];
const PASSWORD = 'long enough pass';
/** The test's clock stands still, one minute into a PIN window, so every PIN counter stays in one window. */
const clockMs = Date.UTC(2026, 10, 26, 9, 1, 5);
const KIDS_MESSAGE = 'A kids profile cannot add, change or delete profiles. Switch to another profile first.';
const NOT_FOUND = 'No such profile on this account';

type Profile = { id: string; name: string; avatar: string; kids: boolean; hasPin: boolean; main: boolean };

async function addProfile(agent: Agent, body: Record<string, unknown>): Promise<Profile> {
  const reply = await agent.post('/api/v1/user/profiles', body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.profile;
}

async function switchTo(agent: Agent, id: string, pin?: string) {
  const reply = await agent.post(`/api/v1/user/profiles/${id}/switch`, pin === undefined ? {} : { pin });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

/** A second browser signed in to the same account: it starts on the main profile. */
async function signInAgain(email: string) {
  const agent = await new Agent(t.app, '203.0.113.78').prime();
  expect((await agent.post('/api/v1/auth/signin', { email, password: PASSWORD })).status).toBe(200);
  return agent;
}

/** What the viewer's own lists hold, read on both doors (the legacy shapes on REST). */
async function listsOf(agent: Agent) {
  const watchlist = await agent.get('/api/v1/movies/getWatchlist');
  const profile = await agent.get('/api/v1/user/profile');
  expect(Object.keys(watchlist.body).sort()).toEqual(['content', 'success']);
  expect(profile.body.success).toBe(true);
  const trpc = {
    watchlist: (await agent.query('watchlist.list')).data,
    watch: (await agent.query('history.watch')).data,
    search: (await agent.query('history.search')).data,
  };
  expect(trpc.watchlist).toEqual(watchlist.body.content);
  return {
    watchLater: watchlist.body.content.map((item: { id: number }) => item.id),
    watched: profile.body.user.watchHistory.map((item: { id: number }) => item.id),
    searched: profile.body.user.searchHistory.map((item: { query: string }) => item.query),
    trpcWatched: trpc.watch.map((item: { id: number }) => item.id),
    trpcSearched: trpc.search.map((item: { query: string }) => item.query),
  };
}

describe.skipIf(skipDatabaseSuite)('household profiles on both doors', () => {
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => new Date(clockMs) });
    const { agent } = await signedInAgent(t.app, 'seed');
    movieIds = (await agent.get('/api/v1/movies/category/popular')).body.content.map(
      (m: { id: number }) => m.id,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the main profile of a new account, the same on both doors, and the session acts as it', async () => {
    const { agent, user } = await signedInAgent(t.app, 'lister');
    const rest = await agent.get('/api/v1/user/profiles');
    expect(rest.body).toEqual({
      success: true,
      content: [
        { id: user.id, name: user.username, avatar: 'sunrise', kids: false, hasPin: false, main: true },
      ],
      active: user.id,
    });
    const { success: _success, ...answer } = rest.body;
    expect((await agent.query('profiles.list')).data).toEqual(answer);
    expect((await agent.query('auth.check')).data.user.profile).toEqual(rest.body.content[0]);
  });

  it('adds profiles on both doors: 201 on REST, the next free avatar, never the PIN', async () => {
    const { agent } = await signedInAgent(t.app, 'adder');
    const rest = await agent.post('/api/v1/user/profiles', { name: '  Ana  ', pin: '1234' });
    expect(rest.status).toBe(201);
    expect(rest.body).toEqual({
      success: true,
      profile: {
        id: expect.any(String),
        name: 'Ana',
        avatar: 'ocean',
        kids: false,
        hasPin: true,
        main: false,
      },
    });
    const trpc = await agent.mutate('profiles.create', { name: 'Kid', kids: true, avatar: 'berry' });
    expect(trpc.data).toMatchObject({ name: 'Kid', avatar: 'berry', kids: true, hasPin: false, main: false });
    const listed = (await agent.get('/api/v1/user/profiles')).body.content;
    expect(listed.map((p: Profile) => p.name).slice(1)).toEqual(['Ana', 'Kid']);
    expect(JSON.stringify(listed)).not.toMatch(/1234|pin_?hash|argon/i);
  });

  it('refuses a bad name, avatar or PIN with a 400 a person can act on, on both doors', async () => {
    const { agent } = await signedInAgent(t.app, 'badinput');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '   ' }, 'Give the profile a name'],
      [{ name: 'x'.repeat(PROFILES.NAME_MAX_CHARS + 1) }, 'A profile name must be at most 30 characters'],
      [{ name: 'Ok', avatar: 'dragon' }, 'avatar must be one of sunrise, ocean, forest, berry, ember, slate'],
      [{ name: 'Ok', pin: '12a4' }, 'A PIN is 4 digits'],
      [{ name: 'Ok', pin: '12345' }, 'A PIN is 4 digits'],
      [{ name: 'Ok', role: 'admin' }, 'Unknown field: role'],
    ];
    for (const [body, message] of cases) {
      const rest = await agent.post('/api/v1/user/profiles', body);
      expect([rest.status, rest.body.message], JSON.stringify(body)).toEqual([400, message]);
      const trpc = await agent.mutate('profiles.create', body);
      expect([trpc.status, trpc.error?.message], JSON.stringify(body)).toEqual([400, message]);
    }
    expect((await agent.get('/api/v1/user/profiles')).body.content).toHaveLength(1);
  });

  it('keeps names unique per account whatever their case, on create and rename', async () => {
    const { agent } = await signedInAgent(t.app, 'names');
    const sam = await addProfile(agent, { name: 'Sam' });
    const taken = 'There is already a profile called SAM. Choose another name.';
    const rest = await agent.post('/api/v1/user/profiles', { name: 'SAM' });
    expect([rest.status, rest.body.message]).toEqual([400, taken]);
    const trpc = await agent.mutate('profiles.create', { name: 'SAM' });
    expect([trpc.status, trpc.error?.message]).toEqual([400, taken]);
    const lee = await addProfile(agent, { name: 'Lee' });
    const rename = await agent.put(`/api/v1/user/profiles/${lee.id}`, { name: 'sam' });
    expect([rename.status, rename.body.message]).toEqual([
      400,
      'There is already a profile called sam. Choose another name.',
    ]);
    // A profile may change the case of its own name; another account may use the same name.
    expect((await agent.mutate('profiles.update', { id: sam.id, name: 'SAM' })).data.name).toBe('SAM');
    const { agent: other } = await signedInAgent(t.app, 'names');
    await addProfile(other, { name: 'Sam' });
  });

  it('holds an account to 6 profiles, main included, even when adds race', async () => {
    const { agent } = await signedInAgent(t.app, 'capped');
    for (const name of ['Two', 'Three', 'Four', 'Five']) await addProfile(agent, { name });
    const racing = await Promise.all(
      ['Six', 'Seven', 'Eight'].map((name) => agent.post('/api/v1/user/profiles', { name })),
    );
    expect(racing.map((reply) => reply.status).sort()).toEqual([201, 400, 400]);
    const full = 'An account can have at most 6 profiles. Delete one to add another.';
    expect(racing.find((reply) => reply.status === 400)?.body.message).toBe(full);
    const trpc = await agent.mutate('profiles.create', { name: 'Nine' });
    expect([trpc.status, trpc.error?.message]).toEqual([400, full]);
    expect((await agent.get('/api/v1/user/profiles')).body.content).toHaveLength(PROFILES.MAX_PER_ACCOUNT);
  });

  it("keeps each profile's watch-later list and histories apart, on both doors, in the legacy shapes", async () => {
    const { agent, user } = await signedInAgent(t.app, 'isolated');
    const second = await addProfile(agent, { name: 'Second' });
    const [mainMovie, secondMovie] = movieIds as [number, number];
    await agent.put(`/api/v1/movies/addWatch/${mainMovie}`);
    await agent.post('/api/v1/watch/addWatchMovie', { id: mainMovie });
    await agent.get('/api/v1/search/movie/star');
    const main = await listsOf(agent);
    expect(main).toMatchObject({ watchLater: [mainMovie], watched: [mainMovie], searched: ['star'] });

    const switched = (await agent.mutate('profiles.switch', { id: second.id })).data;
    expect(switched.profile).toEqual(second);
    expect(switched.user).toMatchObject({ id: user.id, email: user.email, profile: second });
    expect(await listsOf(agent)).toEqual({
      watchLater: [],
      watched: [],
      searched: [],
      trpcWatched: [],
      trpcSearched: [],
    });
    await agent.mutate('watchlist.add', { type: 'movie', id: secondMovie });
    await agent.mutate('history.recordWatch', { type: 'movie', id: secondMovie });
    await agent.query('catalogue.search', { type: 'movie', query: 'night' });
    expect(await listsOf(agent)).toMatchObject({
      watchLater: [secondMovie],
      trpcWatched: [secondMovie],
      trpcSearched: ['night'],
    });

    await switchTo(agent, user.id);
    expect(await listsOf(agent)).toEqual(main);
  });

  it("answers 404 for another account's profile or an unknown id, for every action on both doors", async () => {
    const { agent } = await signedInAgent(t.app, 'owner');
    const theirs = await addProfile(agent, { name: 'Theirs' });
    const { agent: stranger } = await signedInAgent(t.app, 'stranger');
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const replies = [
        await stranger.post(`/api/v1/user/profiles/${id}/switch`, {}),
        await stranger.put(`/api/v1/user/profiles/${id}`, { name: 'Mine now' }),
        await stranger.delete(`/api/v1/user/profiles/${id}`),
      ];
      expect(replies.map((reply) => [reply.status, reply.body.message])).toEqual(
        Array(3).fill([404, NOT_FOUND]),
      );
      const calls = [
        await stranger.mutate('profiles.switch', { id }),
        await stranger.mutate('profiles.update', { id, name: 'Mine now' }),
        await stranger.mutate('profiles.remove', { id }),
      ];
      expect(calls.map((call) => [call.status, call.error?.appCode])).toEqual(
        Array(3).fill([404, 'NOT_FOUND']),
      );
    }
    const listed = (await agent.get('/api/v1/user/profiles')).body.content;
    expect(listed.find((p: Profile) => p.id === theirs.id)).toEqual(theirs);
  });

  it('asks the PIN of a locked profile, refuses a wrong one, and switches this session only', async () => {
    const { agent, user } = await signedInAgent(t.app, 'pinned');
    const locked = await addProfile(agent, { name: 'Locked', pin: '4321' });
    const needed = await agent.post(`/api/v1/user/profiles/${locked.id}/switch`, {});
    expect([needed.status, needed.body.message]).toEqual([400, 'This profile is locked: enter its PIN']);
    const wrong = await agent.post(`/api/v1/user/profiles/${locked.id}/switch`, { pin: '0000' });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'Wrong PIN']);
    const wrongTrpc = await agent.mutate('profiles.switch', { id: locked.id, pin: '1111' });
    expect([wrongTrpc.status, wrongTrpc.error?.message]).toEqual([400, 'Wrong PIN']);
    expect((await agent.get('/api/v1/user/profiles')).body.active).toBe(user.id);

    const other = await signInAgain(user.email);
    const answer = await switchTo(agent, locked.id, '4321');
    expect(answer.profile).toEqual(locked);
    expect(answer.user).toMatchObject({ id: user.id, username: user.username, profile: locked });
    expect((await agent.get('/api/v1/user/profiles')).body.active).toBe(locked.id);
    // The other browser of the account keeps its own profile.
    expect((await other.get('/api/v1/user/profiles')).body.active).toBe(user.id);
    // Already active: no PIN asked.
    await switchTo(agent, locked.id);
    await switchTo(agent, user.id);
  });

  it('limits PIN attempts per profile, right or wrong, on both doors together', async () => {
    const { agent } = await signedInAgent(t.app, 'guesser');
    const locked = await addProfile(agent, { name: 'Vault', pin: '2468' });
    const spare = await addProfile(agent, { name: 'Spare', pin: '1357' });
    for (let attempt = 0; attempt < PROFILES.PIN_ATTEMPTS_PER_WINDOW; attempt++) {
      const reply =
        attempt % 2 === 0
          ? (await agent.post(`/api/v1/user/profiles/${locked.id}/switch`, { pin: `000${attempt}` })).status
          : (await agent.mutate('profiles.switch', { id: locked.id, pin: `000${attempt}` })).status;
      expect(reply).toBe(400);
    }
    const limited = await agent.post(`/api/v1/user/profiles/${locked.id}/switch`, { pin: '2468' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many PIN attempts for this profile. Try again in 15 minutes.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await agent.mutate('profiles.switch', { id: locked.id, pin: '2468' })).status).toBe(429);
    // Another profile's PIN has its own count.
    expect((await switchTo(agent, spare.id, '1357')).profile.id).toBe(spare.id);
  });

  it('keeps a kids profile from managing profiles or becoming a regular one', async () => {
    const { agent, user } = await signedInAgent(t.app, 'family');
    const kid = await addProfile(agent, { name: 'Kid', kids: true });
    const sibling = await addProfile(agent, { name: 'Sibling' });
    await switchTo(agent, kid.id);
    const refusals = [
      await agent.post('/api/v1/user/profiles', { name: 'Sneaky' }),
      await agent.put(`/api/v1/user/profiles/${kid.id}`, { kids: false }),
      await agent.put(`/api/v1/user/profiles/${sibling.id}`, { name: 'Renamed' }),
      await agent.delete(`/api/v1/user/profiles/${sibling.id}`),
    ];
    expect(refusals.map((reply) => [reply.status, reply.body.message])).toEqual(
      Array(4).fill([403, KIDS_MESSAGE]),
    );
    const calls = [
      await agent.mutate('profiles.create', { name: 'Sneaky' }),
      await agent.mutate('profiles.update', { id: kid.id, kids: false }),
      await agent.mutate('profiles.remove', { id: sibling.id }),
    ];
    expect(calls.map((call) => [call.status, call.error?.message])).toEqual(
      Array(3).fill([403, KIDS_MESSAGE]),
    );
    expect((await agent.post('/api/v1/user/adultContent', { preference: true })).status).toBe(403);
    // It still sees the picker, and the profile is unchanged.
    const listed = (await agent.get('/api/v1/user/profiles')).body;
    expect(listed.active).toBe(kid.id);
    expect(listed.content.find((p: Profile) => p.id === kid.id)).toEqual(kid);
    await switchTo(agent, user.id);
    const mainKids = await agent.put(`/api/v1/user/profiles/${user.id}`, { kids: true });
    expect([mainKids.status, mainKids.body.message]).toEqual([
      400,
      'The main profile cannot be a kids profile: it looks after the others',
    ]);
  });

  it('lets only the main profile delete, never itself, and lets a profile change its own PIN only', async () => {
    const { agent, user } = await signedInAgent(t.app, 'deleter');
    const adult = await addProfile(agent, { name: 'Adult' });
    const other = await addProfile(agent, { name: 'Other', pin: '1111' });
    const main = await agent.delete(`/api/v1/user/profiles/${user.id}`);
    expect([main.status, main.body.message]).toEqual([403, 'The main profile cannot be deleted']);

    await switchTo(agent, adult.id);
    const notMain = await agent.delete(`/api/v1/user/profiles/${other.id}`);
    expect([notMain.status, notMain.body.message]).toEqual([
      403,
      'Only the main profile can delete profiles',
    ]);
    const othersPin = await agent.mutate('profiles.update', { id: other.id, pin: null });
    expect([othersPin.status, othersPin.error?.message]).toEqual([
      403,
      "Only the main profile can change another profile's PIN or kids setting",
    ]);
    const ownPin = await agent.put(`/api/v1/user/profiles/${adult.id}`, { pin: '9876', avatar: 'ember' });
    expect(ownPin.body.profile).toEqual({ ...adult, hasPin: true, avatar: 'ember' });

    await switchTo(agent, user.id);
    expect((await agent.mutate('profiles.update', { id: other.id, pin: null })).data.hasPin).toBe(false);
    expect((await agent.mutate('profiles.remove', { id: other.id })).data).toEqual({
      message: 'The profile Other was deleted',
    });
    const names = (await agent.get('/api/v1/user/profiles')).body.content.map((p: Profile) => p.name);
    expect(names).toEqual([user.username, 'Adult']);
  });

  it('signs out the sessions acting as a deleted profile, and its lists go with it', async () => {
    const { agent, user } = await signedInAgent(t.app, 'household');
    const guest = await addProfile(agent, { name: 'Guest' });
    const couch = await signInAgain(user.email);
    await switchTo(couch, guest.id);
    await couch.put(`/api/v1/movies/addWatch/${movieIds[0]}`);
    const guestRows = () =>
      t.app.deps.db.select().from(watchlistItems).where(eq(watchlistItems.profileId, guest.id));
    expect(await guestRows()).toHaveLength(1);

    const deleted = await agent.delete(`/api/v1/user/profiles/${guest.id}`);
    expect(deleted.body).toEqual({ success: true, message: 'The profile Guest was deleted' });
    // Not quietly moved to the main profile: signed out.
    expect((await couch.get('/api/v1/movies/getWatchlist')).status).toBe(401);
    expect((await couch.query('auth.check')).data).toEqual({ user: null });
    expect(await guestRows()).toHaveLength(0);
    // The deleting session goes on.
    expect((await agent.get('/api/v1/user/profiles')).body.active).toBe(user.id);
    const left = await t.app.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(1);
  });

  it('keeps the adult-content and region settings per profile', async () => {
    const { agent, user } = await signedInAgent(t.app, 'settings');
    const second = await addProfile(agent, { name: 'Second' });
    await agent.post('/api/v1/user/adultContent', { preference: true });
    await agent.post('/api/v1/user/region', { region: 'DE' });

    const switched = await switchTo(agent, second.id);
    expect(switched.user.adultContent).toBe(false);
    expect((await agent.get('/api/v1/user/getadultPreference')).body.pref).toBe(false);
    expect((await agent.get('/api/v1/user/region')).body.region).toBeNull();
    expect((await agent.query('account.region')).data).toEqual({ region: null });
    await agent.mutate('account.setRegion', { region: 'FR' });
    await agent.mutate('account.setAdultContent', { preference: false });

    const back = await switchTo(agent, user.id);
    expect(back.user.adultContent).toBe(true);
    expect((await agent.get('/api/v1/user/getadultPreference')).body.pref).toBe(true);
    expect((await agent.get('/api/v1/user/region')).body.region).toBe('DE');
    await switchTo(agent, second.id);
    expect((await agent.query('account.region')).data).toEqual({ region: 'FR' });
  });
});
