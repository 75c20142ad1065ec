import { describe, expect, it } from 'vitest';
import { catalogEndpoints } from '../api/endpoint-catalog.ts';
import { MCP_READ_TAGS, MCP_WRITE_OPERATIONS, mcpToolEntries } from './mcp-tools.ts';
import { tokenNeedOf } from './token-scopes.ts';

describe('the MCP tools (generated from the endpoint declarations)', () => {
  const tools = mcpToolEntries();
  const names = tools.map((tool) => tool.operationId);

  it('offers every named write, each one a token may make (a renamed endpoint fails here)', () => {
    const ids = catalogEndpoints().map((entry) => entry.operationId);
    expect(MCP_WRITE_OPERATIONS.filter((id) => !ids.includes(id))).toEqual([]);
    expect(MCP_WRITE_OPERATIONS.filter((id) => !names.includes(id))).toEqual([]);
  });

  it('offers every JSON read of the item, meeting, scorecard and V/TO areas, and no other call', () => {
    for (const { endpoint, operationId } of catalogEndpoints()) {
      const need = tokenNeedOf(endpoint);
      const isOfferedRead =
        need?.level === 'read' && MCP_READ_TAGS.includes(endpoint.tag) && !endpoint.produces;
      expect(names.includes(operationId), operationId).toBe(
        isOfferedRead || MCP_WRITE_OPERATIONS.includes(operationId),
      );
    }
    for (const area of ['todo', 'issue', 'rock', 'headline', 'meeting'])
      expect(names).toEqual(expect.arrayContaining([`${area}Get`, `${area}List`, `${area}Search`]));
  });

  it('marks reads read-only and never offers a delete', () => {
    for (const tool of tools) expect(tool.isReadOnly).toBe(tokenNeedOf(tool.endpoint)?.level === 'read');
    expect(tools.filter((tool) => tool.endpoint.method === 'DELETE')).toEqual([]);
  });
});
