import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { profiles } from '../../src/db/schema';
import { Agent } from './agent';

let sequence = 0;

/** A freshly signed-up viewer with a browser-like agent (cookies + anti-forgery header). */
export async function signedInAgent(app: FastifyInstance, prefix = 'viewer', remoteAddress?: string) {
  sequence += 1;
  const name = `${prefix}${Date.now().toString(36)}${sequence}`;
  const agent = await new Agent(app, remoteAddress).prime();
  const reply = await agent.post('/api/v1/auth/signup', {
    email: `${name}@example.com`,
    username: name,
    password: 'long enough pass',
  });
  expect(reply.status).toBe(201);
  return { agent, user: reply.body.user as { id: string; email: string; username: string } };
}

/**
 * Turns the adult-content preference of the account's main profile on. The stored flag is set directly; the
 * cached session is dropped so the next request reads it.
 */
export async function optInToAdultContent(app: FastifyInstance, userId: string) {
  await app.deps.db.update(profiles).set({ adultContent: true }).where(eq(profiles.id, userId));
  app.deps.sessionCache.evictUser(userId);
}

/**
 * Proves the account's mailbox the way its owner does: takes the verification link of the welcome e-mail that
 * sign-up queued from the outbox and opens it.
 */
export async function verifyByWelcomeMail(app: FastifyInstance, agent: Agent, email: string) {
  const token = await latestMailTo(app, email, /verify-email\?token=([A-Za-z0-9_-]+)/);
  const reply = await agent.mutate('account.verifyEmail', { token });
  expect(reply.data).toEqual({ message: 'Your e-mail address is verified' });
  return token;
}

/**
 * The first match of `pattern` in the newest outbox message to `email` that has one, once the mail queue has
 * handed over what it was sending.
 */
export async function latestMailTo(app: FastifyInstance, email: string, pattern: RegExp): Promise<string> {
  await app.deps.mail.settled();
  const outbox = app.deps.config.mail.outboxDir;
  const messages = readdirSync(outbox)
    .filter((file) => file.endsWith('.json'))
    .map((file) => path.join(outbox, file))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as { to: string; text: string })
    .filter((message) => message.to === email && pattern.test(message.text));
  const found = pattern.exec(messages.at(-1)?.text ?? '')?.[1];
  if (!found) throw new Error(`no message to ${email} matching ${pattern}`);
  return found;
}
