import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdParam } from '../common/ids.schemas.ts';
import {
  ZFinishQuarterlyRequest,
  ZQuarterlySessionAnswer,
  ZQuarterlyStateAnswer,
  ZStartQuarterlyRequest,
} from './quarterly.schemas.ts';

const tag = 'quarterly';
const ZThreadParam = z.object({ meetingThreadId: z.uuid() });
const OFF = ' 404 while the QuarterlyPulsing flag is off (the default).';

/** The quarterly session of a meeting (issue 32; docs/api-quarterly.md). */
export const QUARTERLY_ENDPOINTS = {
  state: defineEndpoint({
    method: 'GET',
    path: '/meeting/:meetingThreadId/quarterly',
    access: 'content.read',
    tag,
    summary: "Read a meeting's quarterly session: the quarter's rocks, completion and the V/TO plans",
    description: `The open session (if any), the meeting's rocks due in the quarter it closes, their completion, the company V/TO's 1-year plan and quarterly plan, and the latest ended sessions.${OFF}`,
    params: ZThreadParam,
    answer: ZQuarterlyStateAnswer,
  }),
  start: defineEndpoint({
    method: 'POST',
    path: '/meeting/:meetingThreadId/quarterly/start',
    access: 'content.change',
    tag,
    summary: 'Start a quarterly session of a meeting',
    description: `Opens the session that closes \`quarter\` (by default the quarter the date suggests). A meeting has one open session: starting again answers it.${OFF}`,
    params: ZThreadParam,
    body: ZStartQuarterlyRequest,
    bodyExample: { quarter: '2026-Q3' },
    answer: ZQuarterlySessionAnswer,
  }),
  finish: defineEndpoint({
    method: 'POST',
    path: '/quarterly-session/:id/finish',
    access: 'content.change',
    tag,
    summary: 'Record the result of a quarterly session',
    description: `In one transaction: each decided rock marked Done or Not done, a not-done rock carried into the next quarter (a new rock in this meeting) or dropped to the meeting's issues, the new rocks made through Add Rock's rules (delegation included), and the session ended with its attendees; it then shows in the meeting's history. 409 on a stale version or an ended session.${OFF}`,
    params: ZIdParam,
    body: ZFinishQuarterlyRequest,
    bodyExample: {
      version: 0,
      attendeeIds: ['0b7f3a52-64a4-4a8e-9d0c-0a3c2f7f1d11'],
      decisions: [{ rockId: '6f1c2f3e-9a51-4c55-8c8e-2b1f0e1d2c3b', status: 'NotDone', next: 'carry' }],
      newRocks: [],
    },
    answer: ZQuarterlySessionAnswer,
  }),
} as const;
