import { defineConfig } from 'vitest/config';

/**
 * The client's tests start a real API in-process (migrations included), which on a busy two-core machine takes
 * longer than vitest's 10 s default; the same margins as the API's own integration tests.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
