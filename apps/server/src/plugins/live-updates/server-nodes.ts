import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Helpers to run Cairn as real processes on PostgreSQL + Redis, for the two-node live-update
 * test and the live-update benchmark (ARCHITECTURE §10: N stateless nodes behind any balancer).
 */

const SERVER_ENTRY = new URL('../../server.mjs', import.meta.url).pathname;
const REPO_ROOT = new URL('../../../../../', import.meta.url).pathname;

/**
 * The Node.js 24+ binary that runs the server's TypeScript as it is (scripts/ensure-node.sh:
 * the system's node when new enough, else the project-local one), also when the tests
 * themselves run on an older node.
 */
export function serverNodeBinary(): string {
  const dir = execFileSync('sh', [path.join(REPO_ROOT, 'scripts/ensure-node.sh')], {
    encoding: 'utf8',
  }).trim();
  return path.join(dir, 'node');
}

/** Where the local services listen (CI and this machine). */
export const LOCAL_SERVICES = {
  postgresUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
};

/** True when something accepts TCP connections at the URL's host and port. */
export function isReachable(url: string, timeoutMs = 1000): Promise<boolean> {
  const { hostname, port } = new URL(url);
  const fallback = url.startsWith('redis') ? 6379 : 5432;
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(port) || fallback, hostname, () => done(true));
  });
}

/**
 * Drops a database once its connections are gone. `pool.end()` resolves before its clients have
 * closed, and terminating them (`WITH (FORCE)`) makes their pool emit an unhandled 'error';
 * so wait a little for them, and force only as a last resort.
 */
export async function dropDatabase(adminUrl: string, name: string) {
  const dropper = new pg.Client({ connectionString: adminUrl });
  await dropper.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006') throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await dropper.end();
  }
}

/** A new, empty PostgreSQL database and the way to drop it. */
export async function createFreshDatabase(adminUrl = LOCAL_SERVICES.postgresUrl, prefix = 'cairn_nodes') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => dropDatabase(adminUrl, name),
  };
}

/** A port that was free a moment ago. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** One running server process; `kill` ends it with SIGKILL (a crash: no shutdown code runs). */
export type TServerNode = {
  baseUrl: string;
  port: number;
  /** The process id (the benchmarks read its memory from /proc). */
  pid: number;
  /** Resolves when the process has ended, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop: () => Promise<void>;
  kill: () => Promise<void>;
};

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts `node apps/server/src/server.mjs` and resolves when it prints its "is running at" line;
 * rejects with its output when it exits or takes too long. On PostgreSQL (and Redis when given)
 * with `databaseUrl`, else on the embedded PGlite in `dataDir`, which outlives the process.
 */
export async function startServerNode(options: {
  databaseUrl?: string;
  redisUrl?: string;
  dataDir?: string;
  timeoutMs?: number;
  /** More environment for the process (a benchmark runs it with NODE_ENV=production). */
  env?: Record<string, string>;
}): Promise<TServerNode> {
  const port = await freePort();
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'cairn-node-'));
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(serverNodeBinary(), [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
      SESSION_SECRET: 'two-node-secret-two-node-secret-0000',
      CAIRN_DATA_DIR: dataDir,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let output = '';
  const stop = async () => {
    await stopProcess(child);
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const kill = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => fail(`did not start within ${options.timeoutMs ?? 60_000} ms`),
      options.timeoutMs ?? 60_000,
    );
    const fail = (why: string) => {
      clearTimeout(timer);
      void stop();
      reject(new Error(`server node on port ${port} ${why}:\n${output}`));
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(`exited with code ${code}`));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, port, pid: child.pid as number, exited, stop, kill };
}
