import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance } from 'fastify';
import type { TMcpCaller } from './mcp-call.ts';
import { listResources, MCP_RESOURCE_TEMPLATES, readResource } from './mcp-resources.ts';
import { mcpTools, runTool } from './mcp-tools.ts';

const INSTRUCTIONS = `Cairn: a team's EOS data (to-dos, issues, Rocks, headlines, meetings, scorecards, the V/TO).
Every tool is one call of Cairn's REST API (its name is the call's OpenAPI operationId) and acts as the
token's person, with that person's rights and the token's scopes. Updates send the item's \`version\`
as read; a stale one is refused. Ids are UUIDs; a meeting's id is the \`tractionId\` of its items.`;

/**
 * One MCP server for one HTTP request (the SDK's stateless pattern): its tools and resources call
 * Cairn's routes with the request's own token. The low-level `Server` is used because the tools
 * are generated from the endpoint declarations with JSON Schemas of their own, and the route,
 * not the SDK, validates the arguments (decision 0017).
 */
export function createMcpServer(app: FastifyInstance, caller: TMcpCaller): Server {
  const server = new Server(
    { name: 'cairn', title: 'Cairn', version: app.config.version },
    { capabilities: { tools: {}, resources: {} }, instructions: INSTRUCTIONS },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...mcpTools().values()].map((tool) => tool.definition),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = mcpTools().get(request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
    return runTool(app, caller, tool, request.params.arguments);
  });
  server.setRequestHandler(ListResourcesRequestSchema, async () => ({
    resources: await listResources(app, caller),
  }));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({
    resourceTemplates: MCP_RESOURCE_TEMPLATES,
  }));
  server.setRequestHandler(ReadResourceRequestSchema, async (request) =>
    readResource(app, caller, request.params.uri),
  );
  return server;
}
