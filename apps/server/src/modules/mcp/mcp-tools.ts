import type { TEndpoint } from '@cairn/domain/common/endpoint';
import { errorMessage, MessageCode } from '@cairn/domain/errors';
import { mcpToolEntries, type TMcpToolEntry } from '@cairn/domain/integrations/mcp-tools';
import { scopeName, tokenNeedOf } from '@cairn/domain/integrations/token-scopes';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callEndpoint, messageLines, type TCallInput, type TMcpCaller } from './mcp-call.ts';

/** One tool as offered: its MCP definition and the endpoint it calls. */
export type TMcpTool = { definition: Tool; entry: TMcpToolEntry };

const PARTS = ['params', 'query', 'body'] as const;
type TPart = (typeof PARTS)[number];

/** True when the schema takes nothing (every field optional): the tool may then leave the part out. */
const takesNothing = (schema: z.ZodType) =>
  schema.safeParse({}).success || schema.safeParse(undefined).success;

/**
 * The tool's input: `{ params, query, body }`, each the endpoint's own zod schema as JSON Schema
 * (as a client sends it, before defaults), so the tool takes exactly what the REST call takes.
 */
function inputSchemaOf(endpoint: TEndpoint): Tool['inputSchema'] {
  const shape: Partial<Record<TPart, z.ZodType>> = {};
  for (const part of PARTS) {
    const schema = endpoint[part];
    if (schema) shape[part] = part !== 'params' && takesNothing(schema) ? schema.optional() : schema;
  }
  const json = z.toJSONSchema(z.object(shape), { io: 'input', unrepresentable: 'any' });
  const { $schema: _dialect, ...rest } = json;
  return { ...rest, type: 'object' } as Tool['inputSchema'];
}

/** The endpoint's summary, its description, and the scope a token needs for it. */
function descriptionOf({ endpoint }: TMcpToolEntry): string {
  const need = tokenNeedOf(endpoint);
  const scope = need ? `Needs the token scope \`${scopeName(need)}\` (or \`all\`).` : '';
  return [`${endpoint.summary}.`, endpoint.description, scope].filter(Boolean).join('\n\n');
}

function toolOf(entry: TMcpToolEntry): TMcpTool {
  const { endpoint } = entry;
  return {
    entry,
    definition: {
      name: entry.operationId,
      title: endpoint.summary,
      description: descriptionOf(entry),
      inputSchema: inputSchemaOf(endpoint),
      annotations: {
        readOnlyHint: entry.isReadOnly,
        destructiveHint: false,
        idempotentHint: entry.isReadOnly || endpoint.method === 'PUT',
        openWorldHint: false,
      },
    },
  };
}

let tools: Map<string, TMcpTool> | undefined;

/** Every tool by name, built once from the endpoint declarations. */
export function mcpTools(): Map<string, TMcpTool> {
  tools ??= new Map(mcpToolEntries().map((entry) => [entry.operationId, toolOf(entry)]));
  return tools;
}

/** A refusal as an MCP tool error: the status, then one line per message (`field: text`). */
function toolError(statusCode: number, messages: ReturnType<typeof errorMessage>[]): CallToolResult {
  return {
    isError: true,
    content: [{ type: 'text', text: [`HTTP ${statusCode}`, ...messageLines(messages)].join('\n') }],
    structuredContent: { status: statusCode, messages },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The parts of the arguments, or the messages saying which part is not an object or which param is missing. */
function splitArguments(endpoint: TEndpoint, args: Record<string, unknown>) {
  const refusals: ReturnType<typeof errorMessage>[] = [];
  const input: TCallInput = {};
  for (const part of PARTS) {
    const value = args[part];
    if (!endpoint[part] || value === undefined) continue;
    if (part !== 'body' && !isRecord(value))
      refusals.push(errorMessage(MessageCode.Invalid, 'Expected an object.', part));
    input[part] = value;
  }
  // A path param cannot be sent empty: the route would not even be found.
  for (const [, name] of endpoint.path.matchAll(/:([A-Za-z]\w*)/g)) {
    const params = isRecord(input.params) ? input.params : {};
    if (params[name] === undefined || params[name] === null || params[name] === '')
      refusals.push(errorMessage(MessageCode.Required, 'Required', `params.${name}`));
  }
  return { input, refusals };
}

/**
 * Runs a tool: its arguments go to the endpoint's route with the caller's token. A refusal (401,
 * 403, 404, 409, 422 with its per-field messages, 429) is a tool error, and the route has changed
 * nothing; an answer is the route's JSON.
 */
export async function runTool(
  app: FastifyInstance,
  caller: TMcpCaller,
  tool: TMcpTool,
  args: Record<string, unknown> | undefined,
): Promise<CallToolResult> {
  const { endpoint } = tool.entry;
  const { input, refusals } = splitArguments(endpoint, args ?? {});
  if (refusals.length > 0) return toolError(422, refusals);
  const { statusCode, answer } = await callEndpoint(app, caller, endpoint, input);
  if (statusCode >= 400) return toolError(statusCode, answer.messages ?? []);
  return { content: [{ type: 'text', text: JSON.stringify(answer) }], structuredContent: answer };
}
