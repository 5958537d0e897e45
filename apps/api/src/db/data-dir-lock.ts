import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from '../errors/startup-error';

/** Lock files this process holds: a second open of the same folder in one process is refused too. */
const held = new Set<string>();

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

/**
 * Takes `lockFile` (a file holding our pid) for the rest of this process, so exactly one process opens the
 * embedded database in its folder: PGlite is single-process, and two writers would corrupt it. A lock left by
 * a process that died (its pid no longer runs, or is our own pid from an earlier life in a container) is taken
 * over. Released on close and, failing that, when the process exits.
 */
export function lockDataDir(lockFile: string): DataDirLock {
  const dataDir = path.dirname(lockFile);
  if (held.has(lockFile)) throw inUse(dataDir, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      createWithContent(lockFile, String(process.pid));
      held.add(lockFile);
      const release = () => {
        if (!held.delete(lockFile)) return;
        process.off('exit', release);
        if (ownerOf(lockFile) === process.pid) unlinkSync(lockFile);
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST') throw notWritable(dataDir, error as NodeJS.ErrnoException);
    }
    const owner = ownerOf(lockFile);
    if (owner !== null && owner !== process.pid && isAlive(owner)) throw inUse(dataDir, owner);
    takeOverStaleLock(lockFile, owner, dataDir);
  }
  throw new StartupError(
    `DATA_DIR ${dataDir}: could not take its lock file ${lockFile}; another process keeps taking it`,
  );
}

/** Creates `file` holding `content`, or fails with EEXIST: never an empty lock file for a moment. */
function createWithContent(file: string, content: string): void {
  const draft = `${file}.${process.pid}.draft`;
  writeFileSync(draft, content);
  try {
    linkSync(draft, file);
  } finally {
    unlinkSync(draft);
  }
}

/**
 * Moves a dead process's lock aside. Renaming is atomic, so of two processes taking over at once only one moves
 * the file; if what it moved turns out to be a live owner's fresh lock, it is put back and this start fails.
 */
function takeOverStaleLock(lockFile: string, staleOwner: number | null, dataDir: string): void {
  const aside = `${lockFile}.stale-${process.pid}`;
  try {
    renameSync(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw notWritable(dataDir, error as NodeJS.ErrnoException);
  }
  const moved = ownerOf(aside);
  if (moved !== staleOwner && moved !== null && isAlive(moved)) {
    try {
      linkSync(aside, lockFile);
    } finally {
      unlinkSync(aside);
    }
    throw inUse(dataDir, moved);
  }
  unlinkSync(aside);
}
