import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from '../../config';
import { vapidKeys } from './vapid-keys';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'kinora-vapid-'));

describe('alert channel settings', () => {
  it('refuses half a VAPID key pair and keys that are not P-256 keys', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}` })).toThrowError(
      'VAPID_PRIVATE_KEY: required when VAPID_PUBLIC_KEY is set',
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'x' })).toThrowError(
      /VAPID_PUBLIC_KEY: must be a URL-safe base64 P-256 public key[\s\S]*VAPID_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'sure' })).toThrowError(
      "WEBHOOK_ALLOW_PRIVATE: must be 'true' or 'false'",
    );
  });

  it('refuses private addresses and signs as MAIL_FROM by default', () => {
    const config = testConfig({ MAIL_FROM: 'Kinora <alerts@kinora.example>' });
    expect(config.notifications.allowPrivateAddresses).toBe(false);
    expect(config.notifications.timeoutMs).toBe(10_000);
    expect(config.notifications.vapid.subject).toBe('mailto:alerts@kinora.example');
    expect(testConfig({ WEBHOOK_ALLOW_PRIVATE: 'true' }).notifications.allowPrivateAddresses).toBe(true);
  });
});

describe('vapidKeys', () => {
  it('uses the configured pair', () => {
    const publicKey = `B${'A'.repeat(86)}`;
    const privateKey = 'A'.repeat(43);
    const config = testConfig({
      DATA_DIR: freshDir(),
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
    });
    expect(vapidKeys(config.notifications.vapid)).toEqual({
      publicKey,
      privateKey,
      subject: 'mailto:no-reply@kinora.local',
    });
  });

  it('makes a pair into DATA_DIR once and keeps it for the next start', () => {
    const dataDir = freshDir();
    const first = vapidKeys(testConfig({ DATA_DIR: dataDir }).notifications.vapid);
    expect(first?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'vapid-keys.json'), 'utf8'))).toEqual({
      publicKey: first?.publicKey,
      privateKey: first?.privateKey,
    });
    // A new process (a new config) reads the same pair back.
    expect(vapidKeys(testConfig({ DATA_DIR: dataDir }).notifications.vapid)).toEqual(first);
  });

  it('turns web push off rather than using a pair it cannot keep', () => {
    // A DATA_DIR under a plain file cannot be made, whoever runs the test (root included).
    const blocker = path.join(freshDir(), 'a-file');
    writeFileSync(blocker, '');
    expect(vapidKeys(testConfig({ DATA_DIR: path.join(blocker, 'data') }).notifications.vapid)).toBeNull();
  });
});
