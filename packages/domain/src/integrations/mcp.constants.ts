/** Where the MCP server answers (streamable HTTP), beside `/api`: `${APP_URL}/mcp`. */
export const MCP_PATH = '/mcp';

/** The MCP endpoint's own refusals (the tools' refusals are the REST API's). */
export const MCP_TEXTS = {
  tokenRequired:
    'The MCP server takes a personal access token only: send "Authorization: Bearer cairn_pat_...". Sessions are not accepted.',
  rateLimited: 'Too many MCP requests with this access token. Wait a minute and try again.',
  methodNotAllowed: 'This MCP server is stateless: send each JSON-RPC message with POST.',
} as const;
