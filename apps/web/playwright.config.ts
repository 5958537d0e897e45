import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end journeys against the built app, served by the real API on a fresh in-memory database and the demo
 * catalogue, in Debian's Chromium (never a downloaded browser).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
/** The local stand-in for Google's OpenID provider (e2e/google-mock.mjs). */
export const GOOGLE_MOCK_URL = `http://127.0.0.1:${PORT + 1}`;
/** The community chat the e2e API names to the contact page (an address that is never opened). */
export const COMMUNITY_CHAT_URL = 'https://community.kinora.invalid/join';
export const E2E_ADMIN_EMAIL = 'e2e-admin@example.com';
/** A second admin account, for the admin area's own journey (each admin address can sign up once per run). */
export const E2E_ADMIN_EMAIL_2 = 'e2e-admin2@example.com';
/** The accessibility sweep's own admin, so it can open the admin pages without racing the other journeys. */
export const E2E_ADMIN_EMAIL_3 = 'e2e-admin3@example.com';
/** The operator status page's own admin (e2e/admin-status.spec.ts). */
export const E2E_ADMIN_EMAIL_4 = 'e2e-admin4@example.com';

export default defineConfig({
  testDir: './e2e',
  // Per port, so two runs on one machine do not wipe each other's traces.
  outputDir: `test-results/${PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One retry, so a one-off timing blip on a loaded two-core CI machine does not block a landing. A test that
  // passes only on retry is still listed as flaky in the report, and we treat that as a bug to fix.
  retries: 1,
  workers: 2,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The offline worker would answer pages and assets in every journey; e2e/offline.spec.ts allows it and tests it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      grepInvert: /@phone/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, grep: /@phone/ },
  ],
  webServer: [
    {
      command: `node ${path.resolve(import.meta.dirname, 'e2e/google-mock.mjs')}`,
      url: `${GOOGLE_MOCK_URL}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { GOOGLE_MOCK_PORT: String(PORT + 1) },
    },
    {
      // E2E_API_DIST: parallel work can run its own API build (a sibling of apps/api/dist, so the migrations resolve).
      command: `node ${path.resolve(import.meta.dirname, '../api', process.env.E2E_API_DIST ?? 'dist', 'server.js')}`,
      url: `${BASE_URL}/cronjob/run`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        DATABASE_URL: 'memory://',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_AUTH_PER_MIN: '100000',
        ADMIN_EMAILS: `${E2E_ADMIN_EMAIL},${E2E_ADMIN_EMAIL_2},${E2E_ADMIN_EMAIL_3},${E2E_ADMIN_EMAIL_4}`,
        DATA_DIR: path.resolve(import.meta.dirname, `.e2e-data/${PORT}`),
        PUBLIC_URL: BASE_URL,
        GOOGLE_CLIENT_ID: 'kinora-e2e-client',
        GOOGLE_CLIENT_SECRET: 'kinora-e2e-secret',
        GOOGLE_ISSUER_URL: GOOGLE_MOCK_URL,
        // The contact page links here once a message is sent (e2e/contact.spec.ts); nothing is fetched from it.
        COMMUNITY_CHAT_URL,
        // Parallel work on one machine can point each run at its own build (and port) without clashing.
        ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
      },
    },
  ],
});
