import { catalogEndpoints, type TCatalogEntry } from '../api/endpoint-catalog.ts';
import type { TApiTag } from '../common/api-tags.ts';
import { tokenNeedOf } from './token-scopes.ts';

/** The areas whose reads (GET and `POST .../search`) the MCP server offers as tools. */
export const MCP_READ_TAGS: readonly TApiTag[] = [
  'todos',
  'issues',
  'rocks',
  'headlines',
  'meetings',
  'scorecards',
  'vto',
];

/**
 * The writes the MCP server offers (issue 36 point 4): creating and updating to-dos, issues,
 * headlines and Rocks, and entering measured values. Deleting, moving, reassigning and the
 * meeting's own set-up stay with the app and the REST API: an agent's mistake there costs more.
 */
export const MCP_WRITE_OPERATIONS: readonly string[] = [
  'todoCreate',
  'todoCreatePersonal',
  'todoUpdate',
  'todoComplete',
  'todoSetStatus',
  'issueCreate',
  'issueUpdate',
  'issueSetStatus',
  'issueSolve',
  'headlineCreate',
  'headlineUpdate',
  'rockCreate',
  'rockUpdate',
  'rockSetStatus',
  'rockComplete',
  'scorecardAddMeasuredValue',
];

/** One MCP tool: a declared endpoint, named by its operation id, and whether it only reads. */
export type TMcpToolEntry = TCatalogEntry & { isReadOnly: boolean };

/**
 * The MCP tools, generated from the endpoint declarations: every JSON read of the areas above that
 * a token may make, and the writes named above; each keeps its endpoint (schema, summary, scope).
 */
export function mcpToolEntries(): TMcpToolEntry[] {
  const tools: TMcpToolEntry[] = [];
  for (const entry of catalogEndpoints()) {
    const need = tokenNeedOf(entry.endpoint);
    if (!need || entry.endpoint.produces) continue;
    const isRead = need.level === 'read' && MCP_READ_TAGS.includes(entry.endpoint.tag);
    if (isRead || MCP_WRITE_OPERATIONS.includes(entry.operationId))
      tools.push({ ...entry, isReadOnly: need.level === 'read' });
  }
  return tools;
}
