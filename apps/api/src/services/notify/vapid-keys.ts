import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };
type VapidSettings = Config['notifications']['vapid'];
type KeyPair = { publicKey: string; privateKey: string };

const KEY_PAIR = /^[A-Za-z0-9_-]{87}$/;
const PRIVATE = /^[A-Za-z0-9_-]{43}$/;

/** One answer per settings object: the file is read (or written) once per process. */
const resolved = new WeakMap<VapidSettings, VapidKeys | null>();

function readKeyFile(file: string): KeyPair | null {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<KeyPair>;
    if (KEY_PAIR.test(stored.publicKey ?? '') && PRIVATE.test(stored.privateKey ?? ''))
      return stored as KeyPair;
  } catch {
    // Missing or unreadable: made below.
  }
  return null;
}

/**
 * The key pair web push signs with: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when configured, else the pair kept in
 * DATA_DIR, made on first use. Browsers subscribe to one public key, so it must outlive restarts: a new pair would
 * silence every browser that subscribed before. Null when no pair can be kept (a read-only DATA_DIR): web push is
 * then off rather than working until the next restart. Several instances on one database must share a configured
 * pair (docs/product/alerts.md).
 */
export function vapidKeys(settings: VapidSettings): VapidKeys | null {
  if (resolved.has(settings)) return resolved.get(settings) ?? null;
  let pair: KeyPair | null = settings.keys ?? readKeyFile(settings.keyFile);
  if (!pair) {
    try {
      const made = webpush.generateVAPIDKeys();
      mkdirSync(path.dirname(settings.keyFile), { recursive: true });
      const part = `${settings.keyFile}.${process.pid}.part`;
      writeFileSync(part, `${JSON.stringify(made)}\n`, { mode: 0o600 });
      renameSync(part, settings.keyFile);
      // Another process may have written its own pair at the same moment: whichever landed is the one kept.
      pair = readKeyFile(settings.keyFile);
    } catch {
      pair = null;
    }
  }
  const keys = pair ? { ...pair, subject: settings.subject } : null;
  resolved.set(settings, keys);
  return keys;
}
