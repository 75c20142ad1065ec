import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';

/**
 * The MCP tests' client side: the test app listens on a free port, `connect` opens an SDK client
 * over streamable HTTP with a bearer header, and every client is closed after the file.
 */
export function useMcpClients(app: FastifyInstance) {
  let url: URL;
  const clients: Client[] = [];
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = new URL(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/mcp`);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
  });

  /** An MCP client of the SDK, initialized (two requests) with this `authorization` header. */
  async function connect(authorization: string) {
    const client = new Client({ name: 'cairn-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(url, { requestInit: { headers: { authorization } } }),
    );
    clients.push(client);
    return client;
  }
  /** The MCP endpoint's address, once the app listens. */
  const mcpUrl = () => url;
  return { connect, mcpUrl };
}

export const callTool = async (client: Client, name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult;
