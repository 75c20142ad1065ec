import { ASSISTANT_ITEM_TYPES, CHAT_TOOL_ROWS } from '@cairn/domain/assistant/assistant.constants';
import type { TChatAction } from '@cairn/domain/assistant/assistant.schemas';
import type { TEndpoint } from '@cairn/domain/common/endpoint';
import { HEADLINE_ENDPOINTS } from '@cairn/domain/headlines/headlines.endpoints';
import { ZHeadlineStatus } from '@cairn/domain/headlines/headlines.schemas';
import { ISSUE_ENDPOINTS } from '@cairn/domain/issues/issues.endpoints';
import { ZIssueStatus } from '@cairn/domain/issues/issues.schemas';
import { ZCalendarDate } from '@cairn/domain/items/items.schemas';
import { MEETING_ENDPOINTS } from '@cairn/domain/meetings/meetings.endpoints';
import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import { can } from '@cairn/domain/permissions/can';
import type { TRole } from '@cairn/domain/permissions/roles';
import { ROCK_ENDPOINTS } from '@cairn/domain/rocks/rocks.endpoints';
import { ZRockStatus } from '@cairn/domain/rocks/rocks.schemas';
import { SCORECARD_ENDPOINTS } from '@cairn/domain/scorecards/scorecards.endpoints';
import type { TMeasurable } from '@cairn/domain/scorecards/scorecards.schemas';
import { TODO_ENDPOINTS } from '@cairn/domain/todos/todos.endpoints';
import { ZTodoStatus } from '@cairn/domain/todos/todos.schemas';
import { type ToolSet, tool } from 'ai';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callEndpoint, type TCallInput, type TRouteCaller } from '../../http/call-endpoint.ts';

/** Who the chat acts for: the request's credentials (for the routes) and the person and role. */
export type TChatCaller = TRouteCaller & { personId: string; role: TRole };

type TRow = Record<string, unknown>;

/** What a row tells the model: its id, title, state and dates; never notes or HTML. */
const ROW_KEYS = [
  'id',
  'title',
  'status',
  'dueDate',
  'isOverdue',
  'ownerId',
  'tractionId',
  'priority',
  'type',
];
const compact = (rows: unknown): TRow[] =>
  (Array.isArray(rows) ? rows : []).map((row: TRow) =>
    Object.fromEntries(ROW_KEYS.filter((key) => row[key] !== undefined).map((key) => [key, row[key]])),
  );

const ZSearchInput = z.object({
  text: z.string().max(100).optional().describe('Words the title contains'),
  meetingId: z.uuid().optional().describe('Only items of this meeting (an id from findMeetings)'),
  mineOnly: z.boolean().optional().describe("Only the caller's own items"),
});

/**
 * The chat's tools (issue 30). Each reads or proposes through the HTTP routes themselves, with
 * the caller's own session (http/call-endpoint.ts): the same validation, services and policies,
 * so the model finds only what the person may see, and never another organisation's rows. A
 * tool that would write does not: it records an `action` the person confirms in the page, which
 * then calls the usual create route.
 */
export function createChatTools(app: FastifyInstance, caller: TChatCaller) {
  const actions: TChatAction[] = [];
  const call = (endpoint: TEndpoint, input: TCallInput) => callEndpoint(app, caller, endpoint, input);

  /** A search over an item area's `POST .../search` with the shared filters. */
  async function search(endpoint: TEndpoint, input: z.infer<typeof ZSearchInput>, extra: TRow = {}) {
    const filters: TRow = { ...extra };
    if (input.text?.trim()) filters['text-search'] = [input.text.trim()];
    if (input.meetingId) filters['traction-ids'] = [input.meetingId];
    if (input.mineOnly) filters['owner-ids'] = [caller.personId];
    const { statusCode, answer } = await call(endpoint, {
      body: { startIndex: 0, endIndex: CHAT_TOOL_ROWS, filters },
    });
    if (statusCode >= 400) return { found: [], note: 'Nothing the caller may see matches.' };
    return { found: compact(answer.items), total: answer.totalCount };
  }

  async function meetingOf(id: string): Promise<TMeeting | null> {
    const { statusCode, answer } = await call(MEETING_ENDPOINTS.get, { params: { id } });
    return statusCode === 200 ? (answer.meeting as TMeeting) : null;
  }
  const noMeeting = { error: 'No meeting with this id that the caller may see.' };

  const tools: ToolSet = {
    findMeetings: tool({
      description: "Finds the caller's meetings (id and name), by words of the name or all.",
      inputSchema: z.object({ text: z.string().max(100).optional() }),
      execute: async ({ text }) => {
        const filters = text?.trim() ? { 'text-search': [text.trim()] } : {};
        const { answer } = await call(MEETING_ENDPOINTS.search, {
          body: { startIndex: 0, endIndex: CHAT_TOOL_ROWS, filters },
        });
        return { found: compact(answer.items) };
      },
    }),
    findTodos: tool({
      description: 'Finds to-dos the caller may see.',
      inputSchema: ZSearchInput.extend({
        status: ZTodoStatus.optional(),
        overdueOnly: z.boolean().optional(),
      }),
      execute: ({ status, overdueOnly, ...input }) =>
        search(TODO_ENDPOINTS.search, input, {
          ...(status ? { status: [status] } : {}),
          ...(overdueOnly ? { 'is-overdue': ['true'] } : {}),
        }),
    }),
    findIssues: tool({
      description: 'Finds issues the caller may see.',
      inputSchema: ZSearchInput.extend({ status: ZIssueStatus.optional() }),
      execute: ({ status, ...input }) =>
        search(ISSUE_ENDPOINTS.search, input, status ? { status: [status] } : {}),
    }),
    findRocks: tool({
      description: 'Finds rocks the caller may see (status OnTrack, OffTrack, Done...).',
      inputSchema: ZSearchInput.extend({ status: ZRockStatus.optional() }),
      execute: ({ status, ...input }) =>
        search(ROCK_ENDPOINTS.search, input, status ? { status: [status] } : {}),
    }),
    findHeadlines: tool({
      description: 'Finds headlines the caller may see.',
      inputSchema: ZSearchInput.extend({ status: ZHeadlineStatus.optional() }),
      execute: ({ status, ...input }) =>
        search(HEADLINE_ENDPOINTS.search, input, status ? { status: [status] } : {}),
    }),
    findMeasurables: tool({
      description: "Lists the scorecard measurables of one of the caller's meetings with their goals.",
      inputSchema: z.object({ meetingId: z.uuid() }),
      execute: async ({ meetingId }) => {
        const meeting = await meetingOf(meetingId);
        if (!meeting) return noMeeting;
        const { statusCode, answer } = await call(SCORECARD_ENDPOINTS.grid, {
          params: { scorecardId: meeting.scorecardId },
        });
        if (statusCode >= 400) return noMeeting;
        const measurables = (answer.scorecard as { measurables: TMeasurable[] }).measurables;
        return {
          found: measurables.map((m) => ({
            id: m.id,
            title: m.title,
            ownerId: m.ownerId,
            comparison: m.comparison,
            goalValue: m.goalValue,
            interval: m.interval,
            lastValue: m.values.at(-1)?.value ?? null,
          })),
        };
      },
    }),
    summariseMeeting: tool({
      description:
        "Gathers one meeting's open to-dos, open issues, headlines to review and rocks, to summarise it.",
      inputSchema: z.object({ meetingId: z.uuid() }),
      execute: async ({ meetingId }) => {
        const meeting = await meetingOf(meetingId);
        if (!meeting) return noMeeting;
        const of = { meetingId };
        const [todos, issues, headlines, rocks] = await Promise.all([
          search(TODO_ENDPOINTS.search, of, { status: ['Pending', 'NotDone'] }),
          search(ISSUE_ENDPOINTS.search, of, { status: ['Open'] }),
          search(HEADLINE_ENDPOINTS.search, of, { status: ['ToReview', 'Pending'] }),
          search(ROCK_ENDPOINTS.search, of),
        ]);
        return { meeting: { id: meeting.id, title: meeting.title }, todos, issues, headlines, rocks };
      },
    }),
  };

  // Only a role that may add items is offered the proposal (an Observer reads).
  if (can({ role: caller.role }, 'content.change')) {
    tools.proposeItem = tool({
      description:
        "Proposes a new to-do, issue or headline in one of the caller's meetings. Nothing is stored: the person sees it and confirms. Owner: the caller.",
      inputSchema: z.object({
        type: z.enum(ASSISTANT_ITEM_TYPES),
        meetingId: z.uuid(),
        title: z.string().trim().min(1).max(256),
        dueDate: ZCalendarDate.nullable().optional().describe('YYYY-MM-DD, to-dos only'),
      }),
      execute: async ({ type, meetingId, title, dueDate }) => {
        const meeting = await meetingOf(meetingId);
        if (!meeting) return noMeeting;
        actions.push({
          type,
          tractionId: meeting.id,
          meetingTitle: meeting.title,
          title,
          dueDate: type === 'ToDo' ? (dueDate ?? null) : null,
          ownerIds: [caller.personId],
        });
        return { proposed: true, note: 'Shown to the person to confirm; not stored yet.' };
      },
    });
  }

  return { tools, actions };
}
