import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationDeliveries, notifications, pushSubscriptions, users } from '../src/db/schema';
import { DELIVERY_MAX_ATTEMPTS, deliveryPauseMs } from '../src/services/notify/delivery-queue';
import { dispatchAlerts } from '../src/services/notify/dispatch-alerts';
import { signedInAgent } from './helpers/accounts';
import type { Agent } from './helpers/agent';
import { browserPushKeys, decryptPush, LocalReceiver, verifyVapid } from './helpers/alert-receivers';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

const SETTINGS = '/api/v1/user/notifications/settings';
const TIMEOUT_MS = 400;

const DAY_MS = 24 * 60 * 60_000;
/** Tomorrow at `hour` UTC (plus `days`): near the real date, as the test agent judges cookie expiry by it. */
const dayAt = (days: number, hour: number, minute = 0) =>
  new Date((Math.floor(Date.now() / DAY_MS) + 1 + days) * DAY_MS + (hour * 60 + minute) * 60_000);
let clock = dayAt(0, 12);
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

let alertSequence = 0;
/** An alert as the alerts job (helper of issue 26) inserts it: not yet dispatched. */
async function insertAlert(
  app: FastifyInstance,
  profileId: string,
  kind: 'episode' | 'available' | 'released' = 'episode',
) {
  alertSequence += 1;
  const [row] = await app.deps.db
    .insert(notifications)
    .values({
      profileId,
      kind,
      eventKey: `${kind}:tv:1399:${alertSequence}`,
      mediaType: 'tv',
      tmdbId: 1399,
      title: `Game of Thrones ${alertSequence}`,
      body: `S1E${alertSequence} is out`,
      link: '/tv/1399',
      createdAt: clock,
    })
    .returning();
  return row!;
}

async function verifyEmail(app: FastifyInstance, userId: string) {
  await app.deps.db.update(users).set({ emailVerifiedAt: clock }).where(eq(users.id, userId));
  app.deps.sessionCache.evictUser(userId);
}

async function settingsOf(agent: Agent) {
  return (await agent.get(SETTINGS)).body.settings;
}

describe.skipIf(skipDatabaseSuite)('alert delivery', () => {
  let t: TestApp;
  let receiver: LocalReceiver;
  let smtp: SMTPServer;
  const mails: Array<{ to: string[]; body: string }> = [];

  beforeAll(async () => {
    receiver = await new LocalReceiver().start();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let body = '';
        stream.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        stream.on('end', () => {
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    t = await createTestApp(
      {
        WEBHOOK_ALLOW_PRIVATE: 'true',
        WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
        SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
        PUBLIC_URL: 'https://kinora.example',
      },
      { now: () => clock },
    );
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });
  beforeEach(() => {
    receiver.answer = () => 200;
  });

  it('signs each webhook call with the secret shown once', async () => {
    const { agent, user } = await signedInAgent(t.app, 'signed');
    const set = await agent.put(SETTINGS, {
      webhookUrl: receiver.url(`/hook/${user.id}`),
      webhook: { kinds: { released: false } },
    });
    const secret = set.body.settings.webhookSecret as string;
    const alert = await insertAlert(t.app, user.id, 'episode');
    await insertAlert(t.app, user.id, 'released');
    await dispatchAlerts(t.app.deps);
    const calls = receiver.received.filter((r) => r.path === `/hook/${user.id}`);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    const expected = `sha256=${createHmac('sha256', secret).update(call!.body).digest('hex')}`;
    expect(call!.headers['x-kinora-signature']).toBe(expected);
    expect(call!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(call!.body.toString())).toMatchObject({
      type: 'alert',
      kind: 'episode',
      title: alert.title,
      body: alert.body,
      url: 'https://kinora.example/tv/1399',
      content: `${alert.title}: ${alert.body} https://kinora.example/tv/1399`,
    });
    // A wrong secret would not verify: the signature covers the exact body.
    expect(expected).not.toBe(`sha256=${createHmac('sha256', 'other').update(call!.body).digest('hex')}`);
    expect(
      (await t.app.deps.db.select().from(notifications).where(eq(notifications.id, alert.id)))[0]
        ?.dispatchedAt,
    ).toEqual(clock);
    expect((await settingsOf(agent)).webhook.status).toMatchObject({ lastError: null, retrying: 0 });
    // Dispatched alerts are not sent again.
    await dispatchAlerts(t.app.deps);
    expect(receiver.received.filter((r) => r.path === `/hook/${user.id}`)).toHaveLength(1);
  });

  it('delivers web push to the push service, encrypted for the browser and signed with the VAPID key', async () => {
    const { agent, user } = await signedInAgent(t.app, 'pushed');
    const browser = browserPushKeys();
    const endpoint = receiver.url(`/push/${user.id}`);
    await agent.post('/api/v1/user/notifications/push-subscriptions', { endpoint, keys: browser.keys });
    const alert = await insertAlert(t.app, user.id, 'available');
    await dispatchAlerts(t.app.deps);
    const [push] = receiver.received.filter((r) => r.path === `/push/${user.id}`);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
    expect(JSON.parse(decryptPush(push!.body, browser))).toEqual({
      title: alert.title,
      body: alert.body,
      url: '/tv/1399',
      tag: alert.eventKey,
    });
    const runtime = (await t.app.inject({ method: 'GET', url: '/api/runtime-config' })).json();
    const vapid = verifyVapid(push!.headers, `http://127.0.0.1:${receiver.port}`);
    expect(vapid.publicKey).toBe(runtime.webPushPublicKey);
    expect(vapid.claims.sub).toMatch(/^mailto:/);
    expect((await settingsOf(agent)).push.status.lastSuccessAt).toBe(clock.toISOString());
  });

  it('forgets a browser whose subscription the push service says is gone', async () => {
    const { agent, user } = await signedInAgent(t.app, 'gone');
    const browser = browserPushKeys();
    await agent.post('/api/v1/user/notifications/push-subscriptions', {
      endpoint: receiver.url(`/gone/${user.id}`),
      keys: browser.keys,
    });
    receiver.answer = (request) => (request.path.startsWith('/gone/') ? 410 : 200);
    await insertAlert(t.app, user.id);
    await dispatchAlerts(t.app.deps);
    const settings = await settingsOf(agent);
    expect(settings.push.devices).toBe(0);
    expect(settings.push.status.lastError).toMatch(/410: the subscription is gone/);
    expect(
      await t.app.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.profileId, user.id)),
    ).toEqual([]);
  });

  it('mails each alert through the mail queue to the account address', async () => {
    const { agent, user } = await signedInAgent(t.app, 'mailed');
    await t.app.deps.mail.settled();
    await verifyEmail(t.app, user.id);
    await agent.put(SETTINGS, { email: { enabled: true } });
    const alert = await insertAlert(t.app, user.id);
    await dispatchAlerts(t.app.deps);
    await t.app.deps.mail.settled();
    const mine = mails.filter((m) => m.to.includes(user.email) && m.body.includes(alert.title));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body).toContain(`Subject: Kinora: ${alert.title}`);
    expect(mine[0]!.body).toContain('https://kinora.example/tv/1399');
  });

  it('the daily digest sends one mail a day with the alerts since the last one', async () => {
    clock = dayAt(1, 9);
    const { agent, user } = await signedInAgent(t.app, 'digest');
    await t.app.deps.mail.settled();
    await verifyEmail(t.app, user.id);
    await agent.put(SETTINGS, { email: { enabled: true, digest: true, kinds: { released: false } } });
    const first = await insertAlert(t.app, user.id, 'episode');
    advance(60_000);
    const second = await insertAlert(t.app, user.id, 'available');
    const skipped = await insertAlert(t.app, user.id, 'released');
    await dispatchAlerts(t.app.deps);
    await t.app.deps.mail.settled();
    const toUser = () =>
      mails.filter((m) => m.to.includes(user.email) && /Subject: Your .*Kinora alert/.test(m.body));
    expect(toUser()).toEqual([]);
    clock = dayAt(1, 18, 1);
    await Promise.all([dispatchAlerts(t.app.deps), dispatchAlerts(t.app.deps)]);
    await t.app.deps.mail.settled();
    expect(toUser()).toHaveLength(1);
    const digest = toUser()[0]!.body;
    expect(digest).toContain('Subject: Your 2 Kinora alerts today');
    expect(digest).toContain(first.title);
    expect(digest).toContain(second.title);
    expect(digest).not.toContain(skipped.title);
    // The same evening again: nothing new, no second digest. The next day carries only what came after.
    advance(60 * 60_000);
    await dispatchAlerts(t.app.deps);
    const third = await insertAlert(t.app, user.id, 'episode');
    clock = dayAt(2, 18, 30);
    await dispatchAlerts(t.app.deps);
    await t.app.deps.mail.settled();
    expect(toUser()).toHaveLength(2);
    expect(toUser()[1]!.body).toContain(third.title);
    expect(toUser()[1]!.body).not.toContain(first.title);
    expect(toUser()[1]!.body).toContain('Subject: Your Kinora alert today');
  });

  it('retries a failing webhook with growing pauses, then gives up visibly', async () => {
    const { agent, user } = await signedInAgent(t.app, 'failing');
    const path = `/failing/${user.id}`;
    await agent.put(SETTINGS, { webhookUrl: receiver.url(path) });
    receiver.answer = (request) => (request.path === path ? 500 : 200);
    const calls = () => receiver.received.filter((r) => r.path === path).length;
    await insertAlert(t.app, user.id);
    await dispatchAlerts(t.app.deps);
    expect(calls()).toBe(1);
    let status = (await settingsOf(agent)).webhook.status;
    expect(status).toMatchObject({
      retrying: 1,
      givenUp: 0,
      lastError: 'the webhook answered 500: receiver says no',
    });
    // Not due yet: no call before the pause is over.
    advance(deliveryPauseMs(1) - 1000);
    await dispatchAlerts(t.app.deps);
    expect(calls()).toBe(1);
    for (let attempt = 1; attempt < DELIVERY_MAX_ATTEMPTS; attempt += 1) {
      advance(deliveryPauseMs(attempt));
      await dispatchAlerts(t.app.deps);
      expect(calls()).toBe(attempt + 1);
    }
    expect(deliveryPauseMs(2)).toBe(2 * deliveryPauseMs(1));
    status = (await settingsOf(agent)).webhook.status;
    expect(status).toMatchObject({
      retrying: 0,
      givenUp: 1,
      lastError: `the webhook answered 500: receiver says no (given up after ${DELIVERY_MAX_ATTEMPTS} tries)`,
      lastFailureAt: clock.toISOString(),
    });
    advance(24 * 60 * 60_000);
    await dispatchAlerts(t.app.deps);
    expect(calls()).toBe(DELIVERY_MAX_ATTEMPTS);
  });

  it('a receiver that does not answer in time is a failed try', async () => {
    const { agent, user } = await signedInAgent(t.app, 'slow');
    const path = `/slow/${user.id}`;
    await agent.put(SETTINGS, { webhookUrl: receiver.url(path) });
    receiver.answer = (request) => (request.path === path ? 'hang' : 200);
    await insertAlert(t.app, user.id);
    await dispatchAlerts(t.app.deps);
    const { status } = (await settingsOf(agent)).webhook;
    expect(status).toMatchObject({ retrying: 1, lastError: `no answer within ${TIMEOUT_MS} ms` });
    const [row] = await t.app.deps.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.profileId, user.id));
    expect(row).toMatchObject({ attempts: 1, failedAt: null });
    expect(row!.nextAttemptAt.getTime()).toBe(clock.getTime() + deliveryPauseMs(1));
  });

  it('each alert is delivered once when two runs dispatch at the same moment', async () => {
    const { agent, user } = await signedInAgent(t.app, 'racing');
    const path = `/race/${user.id}`;
    await agent.put(SETTINGS, { webhookUrl: receiver.url(path) });
    for (let i = 0; i < 12; i += 1) await insertAlert(t.app, user.id);
    await Promise.all([dispatchAlerts(t.app.deps), dispatchAlerts(t.app.deps), dispatchAlerts(t.app.deps)]);
    const bodies = receiver.received
      .filter((r) => r.path === path)
      .map((r) => JSON.parse(r.body.toString()).title);
    expect(bodies).toHaveLength(12);
    expect(new Set(bodies).size).toBe(12);
  });

  it('the test endpoint reaches e-mail, push and webhook at once', async () => {
    const { agent, user } = await signedInAgent(t.app, 'everything');
    await t.app.deps.mail.settled();
    await verifyEmail(t.app, user.id);
    const browser = browserPushKeys();
    await agent.post('/api/v1/user/notifications/push-subscriptions', {
      endpoint: receiver.url(`/all-push/${user.id}`),
      keys: browser.keys,
    });
    await agent.put(SETTINGS, { email: { enabled: true }, webhookUrl: receiver.url(`/all-hook/${user.id}`) });
    const reply = await agent.post('/api/v1/user/notifications/test');
    expect(reply.body.results).toEqual([
      { channel: 'email', ok: true, error: null },
      { channel: 'push', ok: true, error: null },
      { channel: 'webhook', ok: true, error: null },
    ]);
    await t.app.deps.mail.settled();
    expect(
      mails.some((m) => m.to.includes(user.email) && m.body.includes('Subject: Kinora: Test alert')),
    ).toBe(true);
    const [push] = receiver.received.filter((r) => r.path === `/all-push/${user.id}`);
    expect(JSON.parse(decryptPush(push!.body, browser)).title).toBe('Test alert');
    expect(receiver.received.some((r) => r.path === `/all-hook/${user.id}`)).toBe(true);
  });

  it('runs as the periodic job dispatch-alerts', async () => {
    const { agent, user } = await signedInAgent(t.app, 'ticked');
    await agent.put(SETTINGS, { webhookUrl: receiver.url(`/tick/${user.id}`) });
    await insertAlert(t.app, user.id);
    advance(24 * 60 * 60_000);
    expect(await t.app.jobs.tick()).toContain('dispatch-alerts');
    expect(receiver.received.some((r) => r.path === `/tick/${user.id}`)).toBe(true);
  });
});
