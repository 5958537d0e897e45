import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { StartupError } from '../errors/startup-error';

/** Lock files this process holds: a second open of the same folder in one process is refused too. */
const held = new Set<string>();

/**
 * How long a lock goes without its owner touching it before it counts as abandoned (proper-lockfile refreshes
 * it every half of this). A process that crashed leaves its lock behind; the next start waits this long at
 * most before taking it over.
 */
const STALE_MS = 10_000;
/** Waits for an abandoned lock to go stale: retries spread over a little more than STALE_MS. */
const TAKE_OVER_RETRIES = { retries: 12, factor: 1, minTimeout: 1000, maxTimeout: 1000 };

export type DataDirLock = { release(): void };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function notWritable(dataDir: string, error: NodeJS.ErrnoException): StartupError {
  return new StartupError(
    `DATA_DIR ${dataDir} is not writable (${error.code}): give the server a folder it can write, or set DATA_DIR`,
  );
}

function inUse(dataDir: string, pid: number): StartupError {
  return new StartupError(
    `DATA_DIR ${dataDir} is in use by another Kinora process (pid ${pid}): stop it, or give this one its own DATA_DIR`,
  );
}

/** A live process other than this one holds the folder (our own pid may be an earlier life in a container). */
function liveOwner(lockFile: string): number | null {
  const owner = ownerOf(lockFile);
  return owner !== null && owner !== process.pid && isAlive(owner) ? owner : null;
}

/**
 * Takes `lockFile` (proper-lockfile's lock on it, and the file itself holding our pid so a refused start can
 * name its owner) for the rest of this process, so exactly one process opens the embedded database in its
 * folder: PGlite is single-process, and two writers would corrupt it. A second start while the owner runs stops
 * at once; a lock whose owner died is taken over once proper-lockfile sees it stale. Released on close and,
 * failing that, when the process exits.
 */
export async function lockDataDir(lockFile: string): Promise<DataDirLock> {
  const dataDir = path.dirname(lockFile);
  if (held.has(lockFile)) throw inUse(dataDir, process.pid);
  const options = { realpath: false, stale: STALE_MS };
  try {
    await lockfile.lock(lockFile, options);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ELOCKED') throw notWritable(dataDir, error as NodeJS.ErrnoException);
    const owner = liveOwner(lockFile);
    if (owner !== null) throw inUse(dataDir, owner);
    try {
      await lockfile.lock(lockFile, { ...options, retries: TAKE_OVER_RETRIES });
    } catch {
      const current = liveOwner(lockFile);
      if (current !== null) throw inUse(dataDir, current);
      throw new StartupError(
        `DATA_DIR ${dataDir}: could not take its lock file ${lockFile}; another process keeps taking it`,
      );
    }
  }
  const unlock = () => {
    try {
      lockfile.unlockSync(lockFile, { realpath: false });
    } catch {
      // Already released: proper-lockfile drops its locks itself when the process exits.
    }
  };
  try {
    writeFileSync(lockFile, String(process.pid));
  } catch (error) {
    unlock();
    throw notWritable(dataDir, error as NodeJS.ErrnoException);
  }
  held.add(lockFile);
  const release = () => {
    if (!held.delete(lockFile)) return;
    process.off('exit', release);
    if (ownerOf(lockFile) === process.pid) unlinkSync(lockFile);
    unlock();
  };
  process.on('exit', release);
  return { release };
}
