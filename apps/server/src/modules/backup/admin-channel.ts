import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * The running server's local admin channel: an HTTP listener on 127.0.0.1 only (never the public
 * port, never another interface), on a port the system picks, answering one call, `POST /backup`,
 * to a caller that shows the secret written beside the port in the data folder (mode 0600). So
 * only someone who can read the data folder, on this machine, can take a backup of a running server.
 */
const CHANNEL_FILE = 'admin-channel.json';
const SECRET_HEADER = 'x-cairn-admin-secret';

type TChannelFile = { port: number; secret: string; pid: number };

export type TAdminChannel = { port: number; close: () => Promise<void> };

function secretMatches(given: string | string[] | undefined, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Opens the channel for the server on `dataDir`; `takeBackup` makes the file's bytes. */
export async function startAdminChannel(options: {
  dataDir: string;
  takeBackup: () => Promise<Uint8Array>;
  onError?: (error: unknown) => void;
}): Promise<TAdminChannel> {
  const secret = randomBytes(32).toString('hex');
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    if (!secretMatches(req.headers[SECRET_HEADER], secret)) {
      res.writeHead(403).end();
      return;
    }
    options.takeBackup().then(
      (bytes) => {
        res.writeHead(200, { 'content-type': 'application/zip', 'content-length': bytes.length });
        res.end(bytes);
      },
      (error: unknown) => {
        options.onError?.(error);
        res
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(error instanceof Error ? error.message : 'failed');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const file = path.join(options.dataDir, CHANNEL_FILE);
  writeFileSync(file, JSON.stringify({ port, secret, pid: process.pid } satisfies TChannelFile), {
    mode: 0o600,
  });
  const removeFile = () => {
    if (existsSync(file) && readChannel(options.dataDir)?.secret === secret) rmSync(file, { force: true });
  };
  process.once('exit', removeFile);
  return {
    port,
    close: async () => {
      process.off('exit', removeFile);
      removeFile();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function readChannel(dataDir: string): TChannelFile | null {
  try {
    return JSON.parse(readFileSync(path.join(dataDir, CHANNEL_FILE), 'utf8')) as TChannelFile;
  } catch {
    return null;
  }
}

/** Asks the server running on `dataDir` for a backup; rejects with a line to print when it cannot. */
export async function requestBackup(dataDir: string): Promise<Uint8Array> {
  const channel = readChannel(dataDir);
  if (!channel) {
    throw new Error(
      `Cairn is running on ${dataDir} but has no admin channel (${CHANNEL_FILE}); restart it with this version, or stop it and run the backup again.`,
    );
  }
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: channel.port,
        method: 'POST',
        path: '/backup',
        headers: { [SECRET_HEADER]: channel.secret },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          if (res.statusCode === 200) resolve(new Uint8Array(body));
          else
            reject(
              new Error(
                `The running server refused the backup (${res.statusCode}): ${body.toString('utf8')}`,
              ),
            );
        });
        res.on('error', reject);
      },
    );
    req.on('error', (error) =>
      reject(new Error(`Could not reach the running server's admin channel: ${error.message}`)),
    );
    req.end();
  });
}
