import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { users } from '../../src/db/schema';
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
 * Turns the viewer's adult-content preference on, as the settings page will. Until that page exists the stored
 * flag is set directly; the cached session is dropped so the next request reads it.
 */
export async function optInToAdultContent(app: FastifyInstance, userId: string) {
  await app.deps.db.update(users).set({ adultContent: true }).where(eq(users.id, userId));
  app.deps.sessionCache.evictUser(userId);
}
