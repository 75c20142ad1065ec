import { errorMessage, MessageCode } from '@cairn/domain/errors';
import { MCP_PATH, MCP_TEXTS } from '@cairn/domain/integrations/mcp.constants';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, unauthenticated } from '../../http/errors.ts';
import { isAccessTokenValue, resolveTokenActor, tokenRejectionOf } from '../access-tokens/index.ts';
import type { TMcpCaller } from './mcp-call.ts';
import { createMcpServer } from './mcp-server.ts';

/** A 401 that tells an MCP client which scheme to use. */
function refuse(reply: FastifyReply, text: string): HttpError {
  reply.header('www-authenticate', 'Bearer realm="cairn"');
  return unauthenticated(text);
}

/**
 * Admits an MCP request: a personal access token and nothing else (a session cookie or a session
 * token is refused, so a browser tab cannot be driven through /mcp), resolved exactly as the REST
 * API resolves it, under a per-token limit of its own. Each tool call is then admitted again by
 * the route it calls (scopes, the token's REST limit, its `events` row).
 */
function createAdmission(app: FastifyInstance) {
  const tokenIds = new WeakMap<FastifyRequest, string>();
  const limit = app.createRateLimit({
    max: app.config.accessTokenRatePerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `mcp:${tokenIds.get(request) ?? ''}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<TMcpCaller> => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!isAccessTokenValue(token)) throw refuse(reply, MCP_TEXTS.tokenRequired);
    const actor = await resolveTokenActor(app, request, token);
    if (!actor?.accessToken) throw refuse(reply, tokenRejectionOf(request) ?? MCP_TEXTS.tokenRequired);
    tokenIds.set(request, actor.accessToken.id);
    const state = await limit(request);
    if (!state.isAllowed && state.isExceeded) {
      reply.header('retry-after', String(state.ttlInSeconds));
      throw new HttpError(429, [errorMessage(MessageCode.RateLimited, MCP_TEXTS.rateLimited)]);
    }
    return { authorization: `Bearer ${token}`, ip: request.ip };
  };
}

/**
 * `POST /mcp`: the MCP server over streamable HTTP, stateless (one server and transport per
 * request, JSON answers rather than an event stream). GET and DELETE (streams and sessions) are
 * not offered: 405. The route is outside /api, so the guard leaves it to this admission.
 */
export async function registerMcp(app: FastifyInstance) {
  const admit = createAdmission(app);
  app.route({
    method: 'POST',
    url: MCP_PATH,
    // Hidden from the OpenAPI document: it is JSON-RPC, documented in docs/api-mcp.md.
    schema: { hide: true },
    handler: async (request, reply) => {
      const caller = await admit(request, reply);
      const server = createMcpServer(app, caller);
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      // The transport writes the answer itself; the headers set so far (security headers) go with it.
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) reply.raw.setHeader(name, value);
      reply.hijack();
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    },
  });
  app.route({
    method: ['GET', 'DELETE'],
    url: MCP_PATH,
    schema: { hide: true },
    handler: async (_request, reply) =>
      reply
        .status(405)
        .header('allow', 'POST')
        .send({ jsonrpc: '2.0', error: { code: -32000, message: MCP_TEXTS.methodNotAllowed }, id: null }),
  });
}
