import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { takePrintedMails } from '@cairn/server/src/modules/mail/index.ts';
import { serverNodeBinary } from '@cairn/server/src/plugins/live-updates/server-nodes.ts';

/*
 * The server under soak: `node apps/server/src/server.mjs` as a child process on a fixed port, so
 * it can be killed with SIGKILL and started again on the same data folder or database. Its output
 * is read all along (a pipe nobody reads would block the server): the mails it prints (no
 * SMTP_URL) go to a mailbox the simulated newcomers read their codes and links from, and its
 * error log lines are counted.
 */

const SERVER_ENTRY = new URL('../apps/server/src/server.mjs', import.meta.url).pathname;
const REPO_ROOT = new URL('../', import.meta.url).pathname;
const SECRET = 'soak-secret-soak-secret-soak-secret-0000';
/** How long a start may take (PGlite recovering after a kill included). */
const START_TIMEOUT_MS = 180_000;
/** The output kept to show when the server fails to start or dies on its own. */
const TAIL_CHARS = 8_000;

/** Where an engine keeps its data: a PGlite folder or a PostgreSQL database. */
export type TStore = { dataDir?: string; databaseUrl?: string };

type TMail = { subject: string; text: string; at: number };

/**
 * The mails the server printed, by recipient. Only watched addresses keep their mails (the
 * newcomers'); the others (recaps, notifications of the 200 people) are only counted.
 */
export class Mailbox {
  private readonly mails = new Map<string, TMail[]>();
  private readonly watched = new Set<string>();
  private pending = '';
  printed = 0;

  watch(email: string) {
    this.watched.add(email.toLowerCase());
  }

  /** Reads printed output; complete mail boxes are taken out of it (modules/mail/mail-console.ts). */
  feed(chunk: string) {
    const { mails, rest } = takePrintedMails(this.pending + chunk);
    this.pending = rest;
    for (const mail of mails) {
      this.printed++;
      const to = mail.to.toLowerCase();
      if (!this.watched.has(to)) continue;
      const list = this.mails.get(to) ?? [];
      list.push({ subject: mail.subject, text: mail.text, at: performance.now() });
      this.mails.set(to, list);
    }
  }

  /**
   * The newest mail to `email` printed after `since` (performance.now()) whose text matches
   * `pattern`, waiting up to `timeoutMs`; null when none came.
   */
  async wait(
    email: string,
    pattern: RegExp,
    since: number,
    timeoutMs: number,
  ): Promise<RegExpExecArray | null> {
    const until = performance.now() + timeoutMs;
    for (;;) {
      const list = this.mails.get(email.toLowerCase()) ?? [];
      for (let i = list.length - 1; i >= 0; i--) {
        const mail = list[i] as TMail;
        if (mail.at < since) break;
        const match = pattern.exec(mail.text);
        if (match) return match;
      }
      if (performance.now() >= until) return null;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** The resident memory of a process in MB (Linux), or null when it is gone. */
export function rssMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** One Cairn server process at a time on `port`, started again and again on the same store. */
export class SoakServer {
  readonly baseUrl: string;
  readonly mailbox = new Mailbox();
  /** Error and fatal log lines (pino levels 50 and 60) the server printed, with a few samples. */
  errorLogLines = 0;
  readonly errorSamples: string[] = [];
  /** Set when the process exited without being told to: the soak stops and says so. */
  diedOnItsOwn: string | null = null;
  private child: ChildProcess | null = null;
  private tail = '';
  private lineRest = '';
  private expectingExit = false;

  private readonly store: TStore;
  private readonly port: number;

  constructor(store: TStore, port: number) {
    this.store = store;
    this.port = port;
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  /** The output's last lines, to explain a failure. */
  get outputTail(): string {
    return this.tail;
  }

  private read(chunk: Buffer) {
    const text = chunk.toString();
    this.tail = (this.tail + text).slice(-TAIL_CHARS);
    this.mailbox.feed(text);
    const lines = (this.lineRest + text).split('\n');
    this.lineRest = (lines.pop() ?? '').slice(-4_000);
    for (const line of lines) {
      if (!/"level":(50|60)\b/.test(line)) continue;
      this.errorLogLines++;
      if (this.errorSamples.length < 5) this.errorSamples.push(line.slice(0, 400));
    }
  }

  /**
   * Starts the server and resolves with how long it took to say it is running (ms). As
   * production runs it (NODE_ENV=production, warn-level logs), trusting X-Forwarded-For from
   * loopback so each simulated person has an address of their own (per-address limits), without
   * SMTP (mails are printed, and read from the output).
   */
  async start(): Promise<number> {
    if (this.child) throw new Error('the soak server is already running');
    const started = performance.now();
    const { DATABASE_URL: _db, REDIS_URL: _redis, SMTP_URL: _smtp, ...inherited } = process.env;
    const child = spawn(serverNodeBinary(), [SERVER_ENTRY], {
      cwd: REPO_ROOT,
      env: {
        ...inherited,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        APP_URL: this.baseUrl,
        SESSION_SECRET: SECRET,
        TRUST_PROXY: 'loopback',
        CAIRN_DATA_DIR: this.store.dataDir ?? './data',
        ...(this.store.databaseUrl ? { DATABASE_URL: this.store.databaseUrl } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.expectingExit = false;
    // If the soak itself dies, its server goes with it.
    const orphan = () => child.kill('SIGKILL');
    process.once('exit', orphan);
    child.once('exit', () => process.off('exit', orphan));
    child.stdout?.on('data', (chunk: Buffer) => this.read(chunk));
    child.stderr?.on('data', (chunk: Buffer) => this.read(chunk));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => fail(`did not start within ${START_TIMEOUT_MS / 1000} s`),
        START_TIMEOUT_MS,
      );
      const fail = (why: string) => {
        clearTimeout(timer);
        child.kill('SIGKILL');
        reject(new Error(`the soak server on port ${this.port} ${why}:\n${this.tail}`));
      };
      const onData = () => {
        if (!this.tail.includes('is running at')) return;
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.off('exit', onEarlyExit);
        resolve();
      };
      const onEarlyExit = (code: number | null, signal: string | null) =>
        fail(`exited (code ${code}, signal ${signal})`);
      this.tail = '';
      child.stdout?.on('data', onData);
      child.once('exit', onEarlyExit);
    });
    child.once('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      if (!this.expectingExit) this.diedOnItsOwn = `exited by itself (code ${code}, signal ${signal})`;
    });
    return performance.now() - started;
  }

  /** `kill -9`: no shutdown code runs. Resolves once the process is gone. */
  kill(): Promise<void> {
    return this.end('SIGKILL');
  }

  /** A clean stop (SIGTERM), SIGKILL after 10 s. */
  stop(): Promise<void> {
    return this.end('SIGTERM');
  }

  private end(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) {
      this.child = null;
      return Promise.resolve();
    }
    this.expectingExit = true;
    return new Promise((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        this.child = null;
        resolve();
      });
      child.kill(signal);
    });
  }
}
