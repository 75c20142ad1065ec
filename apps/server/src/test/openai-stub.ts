import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stub answers next: the assistant's text content, a delay, or an HTTP failure. */
export type TStubReply = { content: string; delayMs?: number } | { status: number };

type TStubRequest = { url: string; authorization: string | undefined; body: Record<string, unknown> };

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

/**
 * A loopback OpenAI-compatible server (`POST /v1/chat/completions`), so tests run the AI SDK's
 * real HTTP layer. Each request takes the next queued reply; every request is recorded.
 */
export async function startOpenAiStub() {
  const replies: TStubReply[] = [];
  const requests: TStubRequest[] = [];
  const server = createServer(async (request, response) => {
    const body = await readJson(request);
    requests.push({ url: request.url ?? '', authorization: request.headers.authorization, body });
    const reply = replies.shift() ?? { status: 500 };
    if ('status' in reply) {
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'stub failure' } }));
      return;
    }
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (response.destroyed) return;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'chatcmpl-stub',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          { index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Queues replies for the next requests. */
    reply: (...next: TStubReply[]) => replies.push(...next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
