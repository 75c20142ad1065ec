import { MEETING_ENDPOINTS } from '@cairn/domain/meetings/meetings.endpoints';
import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import { SCORECARD_ENDPOINTS } from '@cairn/domain/scorecards/scorecards.endpoints';
import { SEARCH_END_INDEX_DEFAULT } from '@cairn/domain/search/search.constants';
import {
  ErrorCode,
  McpError,
  type ReadResourceResult,
  type Resource,
  type ResourceTemplate,
} from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance } from 'fastify';
import { callEndpoint, messageLines, type TCallOutcome, type TMcpCaller } from './mcp-call.ts';

/** MCP's code for a resource that does not exist (or is another organisation's: never said which). */
const RESOURCE_NOT_FOUND = -32002;
const JSON_TYPE = 'application/json';
const AGENDA_URI = /^cairn:\/\/meetings\/([^/]+)\/agenda$/;
const SCORECARD_URI = /^cairn:\/\/scorecards\/([^/]+)$/;

/** The two kinds of resource, as templates a client fills with a meeting's id (its `tractionId`). */
export const MCP_RESOURCE_TEMPLATES: ResourceTemplate[] = [
  {
    uriTemplate: 'cairn://meetings/{tractionId}/agenda',
    name: 'meeting-agenda',
    title: "A meeting's agenda",
    description: 'The agenda sections of a meeting (Level 10), in order, with their minutes.',
    mimeType: JSON_TYPE,
  },
  {
    uriTemplate: 'cairn://scorecards/{tractionId}',
    name: 'scorecard',
    title: "A meeting's scorecard",
    description: 'The scorecard of a meeting: its measurables, goals and the last 13 periods of values.',
    mimeType: JSON_TYPE,
  },
];

/** A refused read as a JSON-RPC error: 404 (absent or another organisation's) is "not found". */
function refusal(outcome: TCallOutcome, uri: string): McpError {
  const text = messageLines(outcome.answer.messages).join(' ') || `HTTP ${outcome.statusCode}`;
  if (outcome.statusCode === 404) return new McpError(RESOURCE_NOT_FOUND, `Resource not found: ${uri}`);
  return new McpError(ErrorCode.InvalidRequest, `${uri}: ${text}`);
}

/** The meetings the token's person sees (the first page), each with its two resources. */
export async function listResources(app: FastifyInstance, caller: TMcpCaller): Promise<Resource[]> {
  const outcome = await callEndpoint(app, caller, MEETING_ENDPOINTS.search, {
    body: { startIndex: 0, endIndex: SEARCH_END_INDEX_DEFAULT },
  });
  // A token without `meetings:read` lists nothing rather than failing the whole listing.
  if (outcome.statusCode >= 400) return [];
  const meetings = (outcome.answer.items ?? []) as TMeeting[];
  return meetings.flatMap((meeting) => [
    {
      uri: `cairn://meetings/${meeting.id}/agenda`,
      name: `${meeting.title}: agenda`,
      mimeType: JSON_TYPE,
    },
    { uri: `cairn://scorecards/${meeting.id}`, name: `${meeting.title}: scorecard`, mimeType: JSON_TYPE },
  ]);
}

async function readMeeting(app: FastifyInstance, caller: TMcpCaller, id: string, uri: string) {
  const outcome = await callEndpoint(app, caller, MEETING_ENDPOINTS.get, { params: { id } });
  if (outcome.statusCode >= 400) throw refusal(outcome, uri);
  return outcome.answer.meeting as TMeeting;
}

const jsonContents = (uri: string, value: unknown): ReadResourceResult => ({
  contents: [{ uri, mimeType: JSON_TYPE, text: JSON.stringify(value) }],
});

/** Reads one resource through the same routes (and so the same scopes and policies) as the tools. */
export async function readResource(
  app: FastifyInstance,
  caller: TMcpCaller,
  uri: string,
): Promise<ReadResourceResult> {
  const agenda = AGENDA_URI.exec(uri);
  if (agenda?.[1]) {
    const meeting = await readMeeting(app, caller, decodeURIComponent(agenda[1]), uri);
    return jsonContents(uri, { tractionId: meeting.id, title: meeting.title, agenda: meeting.agenda.items });
  }
  const scorecard = SCORECARD_URI.exec(uri);
  if (scorecard?.[1]) {
    const meeting = await readMeeting(app, caller, decodeURIComponent(scorecard[1]), uri);
    const outcome = await callEndpoint(app, caller, SCORECARD_ENDPOINTS.grid, {
      params: { scorecardId: meeting.scorecardId },
    });
    if (outcome.statusCode >= 400) throw refusal(outcome, uri);
    return jsonContents(uri, {
      tractionId: meeting.id,
      title: meeting.title,
      scorecard: outcome.answer.scorecard,
    });
  }
  throw new McpError(RESOURCE_NOT_FOUND, `Resource not found: ${uri}`);
}
