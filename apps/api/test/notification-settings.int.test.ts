import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { PRIVATE_ADDRESS_MESSAGE } from '../src/services/notify/outbound';
import { signedInAgent } from './helpers/accounts';
import { browserPushKeys, LocalReceiver } from './helpers/alert-receivers';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

const SETTINGS = '/api/v1/user/notifications/settings';
const TEST = '/api/v1/user/notifications/test';
const SUBSCRIBE = '/api/v1/user/notifications/push-subscriptions';
const ALL_KINDS = { episode: true, available: true, released: true };
const QUIET = { lastSuccessAt: null, lastFailureAt: null, lastError: null, retrying: 0, givenUp: 0 };

async function verifyEmail(app: FastifyInstance, userId: string) {
  await app.deps.db.update(users).set({ emailVerifiedAt: app.deps.now() }).where(eq(users.id, userId));
  app.deps.sessionCache.evictUser(userId);
}

describe.skipIf(skipDatabaseSuite)('alert channel settings', () => {
  describe('with private addresses allowed (a local receiver)', () => {
    let t: TestApp;
    let receiver: LocalReceiver;
    let elsewhere: LocalReceiver;
    beforeAll(async () => {
      receiver = await new LocalReceiver().start();
      elsewhere = await new LocalReceiver().start();
      t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true' });
    });
    afterAll(async () => {
      await t?.close();
      await receiver?.close();
      await elsewhere?.close();
    });

    it('starts with every channel off and answers the same on both doors', async () => {
      const { agent, user } = await signedInAgent(t.app, 'quiet');
      const rest = await agent.get(SETTINGS);
      expect(rest.status).toBe(200);
      expect(rest.body).toEqual({
        success: true,
        settings: {
          email: { enabled: false, kinds: ALL_KINDS, digest: false, address: user.email, status: QUIET },
          push: { enabled: false, kinds: ALL_KINDS, devices: 0, status: QUIET },
          webhook: { enabled: false, kinds: ALL_KINDS, url: null, status: QUIET },
        },
      });
      const trpc = await agent.query('notificationSettings.get');
      expect(trpc.data).toEqual(rest.body.settings);
    });

    it('a partial PUT changes only what it names and answers the whole document', async () => {
      const { agent, user } = await signedInAgent(t.app, 'partial');
      await verifyEmail(t.app, user.id);
      const first = await agent.put(SETTINGS, { email: { enabled: true, kinds: { released: false } } });
      expect(first.status).toBe(200);
      expect(first.body.settings.email).toMatchObject({
        enabled: true,
        digest: false,
        kinds: { episode: true, available: true, released: false },
      });
      const second = await agent.put(SETTINGS, {
        email: { digest: true },
        push: { kinds: { episode: false } },
      });
      expect(second.body.settings.email).toMatchObject({
        enabled: true,
        digest: true,
        kinds: { episode: true, available: true, released: false },
      });
      expect(second.body.settings.push.kinds).toEqual({ episode: false, available: true, released: true });
      // tRPC twin: the same service, the same document.
      const twin = await agent.mutate('notificationSettings.update', {
        email: { kinds: { released: true } },
      });
      expect(twin.data.email.kinds).toEqual(ALL_KINDS);
      expect(twin.data.push.kinds).toEqual(second.body.settings.push.kinds);
      expect((await agent.get(SETTINGS)).body.settings).toEqual(twin.data);
    });

    it('two partial PUTs at once both land', async () => {
      const { agent } = await signedInAgent(t.app, 'together');
      await Promise.all([
        agent.put(SETTINGS, { push: { kinds: { episode: false } } }),
        agent.put(SETTINGS, { webhook: { kinds: { released: false } } }),
      ]);
      const { settings } = (await agent.get(SETTINGS)).body;
      expect(settings.push.kinds.episode).toBe(false);
      expect(settings.webhook.kinds.released).toBe(false);
    });

    it('e-mail needs a verified address; bad input is a 400 on both doors', async () => {
      const { agent } = await signedInAgent(t.app, 'unproven');
      const refused = await agent.put(SETTINGS, { email: { enabled: true } });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        success: false,
        code: 'BAD_INPUT',
        message: 'Verify your e-mail address first: alerts are only mailed to a proven address.',
      });
      const twin = await agent.mutate('notificationSettings.update', { email: { enabled: true } });
      expect(twin.error).toMatchObject({
        code: 'BAD_REQUEST',
        appCode: 'BAD_INPUT',
        message: refused.body.message,
      });
      for (const body of [
        { webhookUrl: 'ftp://example.com/hook' },
        { webhookUrl: 'not a url' },
        { email: { kinds: { trailers: true } } },
        { sms: { enabled: true } },
        { email: { enabled: 'yes' } },
      ]) {
        const reply = await agent.put(SETTINGS, body);
        expect(reply.status, JSON.stringify(body)).toBe(400);
        expect(reply.body.code).toBe('BAD_INPUT');
      }
      const noUrl = await agent.put(SETTINGS, { webhook: { enabled: true } });
      expect(noUrl.status).toBe(400);
      expect(noUrl.body.message).toBe(
        'Set a webhook URL first: the webhook is switched on with its address.',
      );
      const noBrowser = await agent.put(SETTINGS, { push: { enabled: true } });
      expect(noBrowser.status).toBe(400);
      expect(noBrowser.body.message).toMatch(/Turn on notifications in a browser first/);
    });

    it('a webhook URL switches the webhook on and shows its secret once', async () => {
      const { agent } = await signedInAgent(t.app, 'hooked');
      const set = await agent.put(SETTINGS, { webhookUrl: receiver.url('/hook') });
      expect(set.status).toBe(200);
      expect(set.body.settings.webhook).toMatchObject({ enabled: true, url: receiver.url('/hook') });
      const secret = set.body.settings.webhookSecret as string;
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      expect((await agent.get(SETTINGS)).body.settings.webhookSecret).toBeUndefined();
      const moved = await agent.put(SETTINGS, { webhookUrl: receiver.url('/other') });
      expect(moved.body.settings.webhookSecret).toBeUndefined();
      expect(moved.body.settings.webhook.url).toBe(receiver.url('/other'));
      const removed = await agent.put(SETTINGS, { webhookUrl: null });
      expect(removed.body.settings.webhook).toMatchObject({ enabled: false, url: null });
      const again = await agent.mutate('notificationSettings.update', { webhookUrl: receiver.url('/hook') });
      expect(again.data.webhookSecret).toMatch(/^whsec_/);
      expect(again.data.webhookSecret).not.toBe(secret);
    });

    it('the test endpoint needs a channel that is on, and calls each', async () => {
      const { agent } = await signedInAgent(t.app, 'tester');
      const none = await agent.post(TEST);
      expect(none.status).toBe(400);
      expect(none.body.message).toBe(
        'No channel is on. Turn on e-mail, browser notifications or a webhook first.',
      );
      await agent.put(SETTINGS, { webhookUrl: receiver.url('/test-hook') });
      const before = receiver.received.length;
      const sent = await agent.post(TEST);
      expect(sent.body).toEqual({ success: true, results: [{ channel: 'webhook', ok: true, error: null }] });
      expect(receiver.received.length).toBe(before + 1);
      expect(JSON.parse(receiver.received.at(-1)!.body.toString())).toMatchObject({
        type: 'test',
        kind: 'test',
      });
      const twin = await agent.mutate('notificationSettings.test');
      expect(twin.data).toEqual({ results: [{ channel: 'webhook', ok: true, error: null }] });
      const { status } = (await agent.get(SETTINGS)).body.settings.webhook;
      expect(status.lastSuccessAt).not.toBeNull();
      expect(status.lastFailureAt).toBeNull();
    });

    it('does not follow a redirect: the call fails and the other address hears nothing', async () => {
      const { agent } = await signedInAgent(t.app, 'redirected');
      receiver.answer = (request) => (request.path === '/moved' ? 302 : 200);
      receiver.redirectTo = elsewhere.url('/inside');
      await agent.put(SETTINGS, { webhookUrl: receiver.url('/moved') });
      const sent = await agent.post(TEST);
      expect(sent.body.results).toEqual([
        { channel: 'webhook', ok: false, error: 'the webhook answered 302 (redirects are not followed)' },
      ]);
      expect(elsewhere.received).toEqual([]);
      const { status } = (await agent.get(SETTINGS)).body.settings.webhook;
      expect(status.lastError).toBe('the webhook answered 302 (redirects are not followed)');
      receiver.answer = () => 200;
    });

    it('keeps a browser subscription, switches push on, and forgets it', async () => {
      const { agent } = await signedInAgent(t.app, 'browser');
      const { keys } = browserPushKeys();
      const endpoint = receiver.url('/push/abc');
      const added = await agent.post(SUBSCRIBE, { endpoint, expirationTime: null, keys });
      expect(added.status).toBe(200);
      expect(added.body.settings.push).toMatchObject({ enabled: true, devices: 1 });
      // The same browser again is the same subscription.
      const twin = await agent.mutate('notificationSettings.subscribePush', { endpoint, keys });
      expect(twin.data.push.devices).toBe(1);
      const bad = await agent.post(SUBSCRIBE, { endpoint, keys: { p256dh: 'short', auth: keys.auth } });
      expect(bad.status).toBe(400);
      const gone = await agent.delete(SUBSCRIBE, { endpoint });
      expect(gone.body.settings.push).toMatchObject({ enabled: false, devices: 0 });
    });

    it('gives the browser the VAPID public key and keeps it across restarts of the app', async () => {
      const config = (await t.app.inject({ method: 'GET', url: '/api/runtime-config' })).json();
      expect(config.webPushPublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(JSON.stringify(config)).not.toContain(t.app.deps.config.notifications.vapid.keyFile);
    });
  });

  describe('with private addresses refused (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t?.close();
    });

    it('refuses webhook URLs that reach loopback, private or link-local addresses, on both doors', async () => {
      const { agent } = await signedInAgent(t.app, 'ssrf');
      for (const url of [
        'http://127.0.0.1:8080/hook',
        'http://localhost:8080/hook',
        'http://[::1]/hook',
        'http://[::ffff:127.0.0.1]/hook',
        'http://[::ffff:7f00:1]/hook',
        'http://169.254.169.254/latest/meta-data',
        'http://10.0.0.1/hook',
        'http://192.168.1.2/hook',
        'http://[fd00::1]/hook',
        'http://0.0.0.0/hook',
        'http://2130706433/hook',
      ]) {
        const reply = await agent.put(SETTINGS, { webhookUrl: url });
        expect(reply.status, url).toBe(400);
        expect(reply.body, url).toEqual({
          success: false,
          code: 'BAD_INPUT',
          message: PRIVATE_ADDRESS_MESSAGE,
        });
      }
      const twin = await agent.mutate('notificationSettings.update', { webhookUrl: 'http://localhost/hook' });
      expect(twin.error).toMatchObject({ appCode: 'BAD_INPUT', message: PRIVATE_ADDRESS_MESSAGE });
      expect((await agent.get(SETTINGS)).body.settings.webhook).toMatchObject({ enabled: false, url: null });
    });

    it('refuses a push endpoint on loopback too', async () => {
      const { agent } = await signedInAgent(t.app, 'pushssrf');
      const { keys } = browserPushKeys();
      const reply = await agent.post(SUBSCRIBE, { endpoint: 'http://localhost:9/push', keys });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(PRIVATE_ADDRESS_MESSAGE);
    });

    it('signed out: 401', async () => {
      const reply = await t.app.inject({ method: 'GET', url: SETTINGS });
      expect(reply.statusCode).toBe(401);
    });
  });
});
