import argon2 from 'argon2';

/**
 * argon2id with OWASP's minimum recommended cost (19 MiB, 2 passes, 1 lane): strong against offline guessing and
 * cheap enough (~20 ms) that sign-in stays fast under load.
 */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash must read as "wrong password", never as a crash.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spend the same time as a real check so response times do not reveal which e-mails have accounts. Always
 * false: there is no account to match.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('kinora-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
