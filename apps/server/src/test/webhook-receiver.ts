import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver got: its headers and raw body. */
type TReceivedHook = { path: string; headers: IncomingHttpHeaders; body: string };

/** A loopback HTTP receiver for webhook tests: keeps every request, answers the status set. */
export type TWebhookReceiver = {
  /** The base URL (http://127.0.0.1:port). */
  url: string;
  received: TReceivedHook[];
  /** The status the next requests are answered with (200 unless set); 302 also sends a Location. */
  answerWith: (status: number) => void;
  close: () => Promise<void>;
};

/** Starts a receiver on a free port of 127.0.0.1. */
export async function startWebhookReceiver(): Promise<TWebhookReceiver> {
  const received: TReceivedHook[] = [];
  let status = 200;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      if (status >= 300 && status < 400) response.setHeader('location', 'http://127.0.0.1:1/elsewhere');
      response.statusCode = status;
      response.end(status >= 400 ? 'receiver failed' : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerWith: (next) => {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
