/** The MCP server's front door: what the app registers. */
export { registerMcp } from './mcp.routes.ts';
