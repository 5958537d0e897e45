import { defineConfig } from 'vitest/config';

/**
 * Integration tests run twice: once on PGlite in memory and once on the real Postgres server
 * (TEST_DB=postgres). The same files, the same assertions.
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          env: { TEST_DB: 'pglite' },
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'postgres', env: { TEST_DB: 'postgres' }, include: ['test/**/*.int.test.ts'] },
      },
    ],
  },
});
