import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { createTestDatabase } from './database';

export type TestApp = {
  app: FastifyInstance;
  databaseUrl: string;
  close(): Promise<void>;
};

/** A fully built API on a fresh database (PGlite in memory, or a new Postgres database). */
export async function createTestApp(
  env: Record<string, string | undefined> = {},
  options: BuildOptions & { databaseUrl?: string } = {},
): Promise<TestApp> {
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => {} }
    : await createTestDatabase();
  const config = testConfig({ DATABASE_URL: database.url, RATE_LIMIT_AUTH_PER_MIN: '1000', ...env });
  const app = await buildApp(config, options);
  return {
    app,
    databaseUrl: database.url,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
