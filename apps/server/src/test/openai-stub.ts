import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type TToolCall = { name: string; arguments: Record<string, unknown> };

/**
 * What the stub answers next: the assistant's text content (after a delay), tool calls the
 * model makes, or an HTTP failure.
 */
export type TStubReply =
  | { content: string; delayMs?: number }
  | { toolCalls: TToolCall[] }
  | { status: number };

type TStubRequest = { url: string; authorization: string | undefined; body: Record<string, unknown> };

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

const usage = { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 };

/** The reply as the assistant's message of a chat completion, and its finish reason. */
function messageOf(reply: Exclude<TStubReply, { status: number }>) {
  if ('content' in reply) return { message: { role: 'assistant', content: reply.content }, finish: 'stop' };
  const toolCalls = reply.toolCalls.map((call, index) => ({
    id: `call_${index}`,
    type: 'function',
    function: { name: call.name, arguments: JSON.stringify(call.arguments) },
  }));
  return { message: { role: 'assistant', content: null, tool_calls: toolCalls }, finish: 'tool_calls' };
}

/** Answers as a stream (`stream: true`): the text in pieces of 4 characters, or the tool calls at once. */
function writeStream(
  response: ServerResponse,
  model: unknown,
  reply: Exclude<TStubReply, { status: number }>,
) {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  const chunk = (delta: object, finish: string | null) =>
    response.write(
      `data: ${JSON.stringify({
        id: 'chatcmpl-stub',
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, delta, finish_reason: finish }],
        ...(finish ? { usage } : {}),
      })}\n\n`,
    );
  const { message, finish } = messageOf(reply);
  if ('content' in reply) {
    for (let at = 0; at < reply.content.length; at += 4)
      chunk({ role: 'assistant', content: reply.content.slice(at, at + 4) }, null);
  } else {
    const calls = (message.tool_calls ?? []).map((call, index) => ({ index, ...call }));
    chunk({ role: 'assistant', tool_calls: calls }, null);
  }
  chunk({}, finish);
  response.end('data: [DONE]\n\n');
}

/** The request body as the stub reads it (OpenAI's chat-completions request). */
export type TStubRequestBody = Record<string, unknown>;

type TStubOptions = {
  /** The port to listen on (0: any free one). */
  port?: number;
  /** Answers a request when no reply is queued (a scripted model, e.g. for the e2e journeys). */
  script?: (body: TStubRequestBody) => TStubReply;
};

/**
 * A loopback OpenAI-compatible server (`POST /v1/chat/completions`), so tests run the AI SDK's
 * real HTTP layer, whole answers and streams. Each request takes the next queued reply, else
 * the script's; every request is recorded.
 */
export async function startOpenAiStub({ port: wantedPort = 0, script }: TStubOptions = {}) {
  const replies: TStubReply[] = [];
  const requests: TStubRequest[] = [];
  const server = createServer(async (request, response) => {
    const body = await readJson(request);
    requests.push({ url: request.url ?? '', authorization: request.headers.authorization, body });
    const reply = replies.shift() ?? script?.(body) ?? { status: 500 };
    if ('status' in reply) {
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'stub failure' } }));
      return;
    }
    if ('delayMs' in reply && reply.delayMs)
      await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (response.destroyed) return;
    if (body.stream === true) {
      writeStream(response, body.model, reply);
      return;
    }
    const { message, finish } = messageOf(reply);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'chatcmpl-stub',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message, finish_reason: finish }],
        usage,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(wantedPort, '127.0.0.1', resolve));
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
