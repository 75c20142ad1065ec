import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Thrown when another live process holds the data folder; its message is the one line to print. */
export class DataDirLockedError extends Error {}

/** The lock a process holds on an embedded data folder; `release` is safe to call twice. */
export type TDataDirLock = { file: string; release: () => void };

const LOCK_FILE = 'cairn.lock';

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): number | undefined {
  try {
    return Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
  } catch {
    return undefined;
  }
}

/** Creates the lock file only if it does not exist (`wx`), writing this process's pid into it. */
function tryCreate(file: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes the one-writer lock on an embedded (PGlite) data folder: two processes writing one
 * folder both run and lose writes, so the second must refuse to start. The lock is a file
 * holding the holder's pid, created atomically; a lock left by a dead process is taken over.
 * It is released on close and when the process exits (normally or on SIGINT/SIGTERM).
 */
export function lockDataDir(dataDir: string): TDataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(file)) {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readHolder(file) === process.pid) rmSync(file, { force: true });
      };
      process.on('exit', release);
      return { file, release };
    }
    const holder = readHolder(file);
    if (holder !== undefined && !Number.isNaN(holder) && holder !== process.pid && isAlive(holder)) {
      throw new DataDirLockedError(
        `Cairn is already running on the data folder ${dataDir} (process ${holder}); stop it first or set another CAIRN_DATA_DIR.`,
      );
    }
    // Stale (dead pid, or a half-written file): remove it and try again.
    rmSync(file, { force: true });
  }
  throw new DataDirLockedError(
    `Could not lock the data folder ${dataDir} (${file}); remove the file if no Cairn runs.`,
  );
}
