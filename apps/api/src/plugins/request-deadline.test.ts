import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestDeadlinePlugin } from './request-deadline';

/** The answer deadline alone: one timer for every request, a route's own `handlerTimeout` honoured. */
async function appWithDeadlines(answerMs: number) {
  const app = Fastify();
  await app.register(requestDeadlinePlugin, { requestMs: 1000, answerMs });
  app.get('/never', () => new Promise(() => {}));
  app.get('/slow', async () => {
    await sleep(answerMs * 2);
    return { ok: true };
  });
  app.get('/own-deadline', { handlerTimeout: answerMs * 4 }, async () => {
    await sleep(answerMs * 2);
    return { ok: true };
  });
  app.get('/own-deadline-never', { handlerTimeout: answerMs * 2 }, () => new Promise(() => {}));
  app.get('/quick', async () => ({ ok: true }));
  return app;
}

describe('request deadline plugin: every request answered by its deadline', () => {
  it('answers 503 for a request not answered in time, as Fastify handlerTimeout did', async () => {
    const app = await appWithDeadlines(100);
    const started = Date.now();
    const [never, slow] = await Promise.all([app.inject('/never'), app.inject('/slow')]);
    const waited = Date.now() - started;
    for (const reply of [never, slow]) {
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toMatchObject({ code: 'FST_ERR_HANDLER_TIMEOUT' });
    }
    expect(waited).toBeGreaterThanOrEqual(95);
    expect(waited).toBeLessThan(1000);
    await app.close();
  });

  it('gives a route with a handlerTimeout of its own that deadline instead, longer or shorter', async () => {
    const app = await appWithDeadlines(100);
    const started = Date.now();
    const [own, ownNever, quick] = await Promise.all([
      app.inject('/own-deadline'),
      app.inject('/own-deadline-never'),
      app.inject('/quick'),
    ]);
    expect(own.statusCode).toBe(200);
    expect(quick.statusCode).toBe(200);
    expect(ownNever.statusCode).toBe(503);
    expect(ownNever.json().message).toContain('200 ms');
    expect(Date.now() - started).toBeGreaterThanOrEqual(195);
    await app.close();
  });

  it('lets answered requests go: many quick ones, then a late one still timed on its own', async () => {
    const app = await appWithDeadlines(100);
    for (let i = 0; i < 50; i++) expect((await app.inject('/quick')).statusCode).toBe(200);
    const started = Date.now();
    expect((await app.inject('/never')).statusCode).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
    await app.close();
  });
});
