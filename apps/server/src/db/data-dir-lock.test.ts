import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serverNodeBinary } from '../plugins/live-updates/server-nodes.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const HOLDER = new URL('../test/fixtures/hold-data-dir-lock.ts', import.meta.url).pathname;
const SERVER = new URL('../server.mjs', import.meta.url).pathname;
const SEED = new URL('../seed/seed-demo.ts', import.meta.url).pathname;

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Node 24+, which runs TypeScript files as they are, so the child's pid is the holder's. */
const NODE = serverNodeBinary();

/** Starts a TypeScript file as another process, with helpers to wait for its output and exit. */
function run(file: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(NODE, [file, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const printed = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => (output.includes(text) ? resolve() : undefined);
      child.stdout?.on('data', check);
      void exited.then(() => (output.includes(text) ? resolve() : reject(new Error(output))));
      check();
    });
  return { child, exited, printed, output: () => output };
}

describe('one writer per embedded data folder', () => {
  it('refuses a second process (a server, the demo seed) with one clear line while the first holds the folder', {
    timeout: 180_000,
  }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-lock-'));
    const holder = run(HOLDER, [dataDir]);
    await holder.printed('locked');
    expect(readFileSync(path.join(dataDir, 'cairn.lock'), 'utf8').trim()).toBe(String(holder.child.pid));

    expect(() => lockDataDir(dataDir)).toThrowError(DataDirLockedError);
    const { DATABASE_URL: _, ...env } = process.env;
    const server = run(SERVER, [], { ...env, NODE_ENV: 'development', PORT: '0', CAIRN_DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toEqual([expect.stringContaining(`already running on the data folder ${dataDir}`)]);
    expect(lines[0]).toContain(`process ${holder.child.pid}`);

    // The demo seed refuses the folder of a running server the same way, writing nothing.
    const seed = run(SEED, [], { ...env, NODE_ENV: 'development', CAIRN_DATA_DIR: dataDir });
    expect(await seed.exited).toBe(1);
    expect(seed.output().trim().split('\n')).toEqual([
      expect.stringContaining(`already running on the data folder ${dataDir}`),
    ]);

    holder.child.kill('SIGTERM');
    expect(await holder.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'cairn.lock'))).toBe(false);
    const lock = lockDataDir(dataDir);
    lock.release();
  });

  it('takes over the lock of a process that is gone', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-lock-'));
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.once('exit', resolve));
    writeFileSync(path.join(dataDir, 'cairn.lock'), `${gone.pid}\n`);
    const lock = lockDataDir(dataDir);
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });
});
