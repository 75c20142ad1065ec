import { endpointUrl } from '@cairn/domain/common/endpoint';
import {
  LIVE_MEETING_TEXTS,
  type TLiveMeetingAction,
} from '@cairn/domain/live-meeting/live-meeting.constants';
import type { TLiveState } from '@cairn/domain/live-meeting/live-meeting-state';
import type { TLiveActionInput } from '@cairn/domain/live-meeting/live-meeting-transitions';
import { PDF_ENDPOINTS } from '@cairn/domain/pdf/pdf.endpoints';
import { SCORECARD_DEFAULT_PERIODS } from '@cairn/domain/scorecards/scorecards.constants';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { headlines, issues, todos } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { createHeadlinesService } from '../headlines/index.ts';
import type { TIssueRow } from '../issues/index.ts';
import { createIssuesService } from '../issues/index.ts';
import { readFeatureFlags } from '../platform/index.ts';
import { createScorecardReads } from '../scorecards/index.ts';
import { createTodosService } from '../todos/index.ts';
import type { TItemActor } from '../traction-items/index.ts';
import { issueFromSource, SOURCE_OF_ACTION, type TAddAsIssueAction } from './live-issue-sources.ts';
import {
  createLiveMeetingCore,
  type TActionBody,
  type TActionResult,
  type TLiveHooks,
} from './live-meeting.service.ts';
import { queueRecapMail } from './live-meeting-recap.ts';
import { buildSummary, freezeOccurrence, resetChecklist } from './live-meeting-summary.ts';

type TApp = Pick<FastifyInstance, 'db' | 'live' | 'log' | 'mailer' | 'config' | 'languagePacks'>;

const isAddAsIssue = (action: TLiveMeetingAction): action is TAddAsIssueAction => action in SOURCE_OF_ACTION;

/** The issues an action solved and reopened (the live state's solved list before and after). */
function solvedChanges(before: TLiveState, after: TLiveState) {
  return {
    solved: after.solvedIssueIds.filter((id) => !before.solvedIssueIds.includes(id)),
    reopened: before.solvedIssueIds.filter((id) => !after.solvedIssueIds.includes(id)),
  };
}

/**
 * The live-meeting service the routes call: the core's one-transaction actions plus what some
 * actions do to other areas through their services: solving and reopening issues, making an
 * issue from a dropped item, and at `end` the frozen summary, the recap mail and clearing the
 * meeting's finished items.
 */
export function createLiveMeetingService(app: TApp) {
  const core = createLiveMeetingCore(app);
  const issuesService = createIssuesService(app);
  const todosService = createTodosService(app);
  const headlinesService = createHeadlinesService(app);
  const scorecards = createScorecardReads(app.db);

  /** Writes solved / reopened to the issues themselves (after the live change committed). */
  async function syncIssues(actor: TItemActor, before: TLiveState, after: TLiveState) {
    const { solved, reopened } = solvedChanges(before, after);
    for (const [ids, isSolved] of [
      [solved, true],
      [reopened, false],
    ] as const) {
      for (const id of ids) {
        const issue = await issuesService.get(actor, id).catch(() => null);
        if (issue && (issue.status === 'Solved') !== isSolved)
          await issuesService.solve(actor, id, { isSolved });
      }
    }
  }

  /** clear-meeting-items: done to-dos removed, solved issues deleted, reviewed headlines removed. */
  async function clearItems(actor: TItemActor, ended: TLiveState) {
    const meetingId = ended.meetingThreadId;
    const done = await app.db
      .select({ id: todos.id })
      .from(todos)
      .where(
        and(
          eq(todos.orgId, actor.orgId),
          eq(todos.meetingId, meetingId),
          eq(todos.status, 'Done'),
          isNull(todos.deletedAt),
        ),
      );
    for (const { id } of done) await todosService.setStatus(actor, id, { status: 'Removed' });
    const solved = await app.db
      .select({ id: issues.id })
      .from(issues)
      .where(
        and(
          eq(issues.orgId, actor.orgId),
          eq(issues.meetingId, meetingId),
          eq(issues.status, 'Solved'),
          isNull(issues.deletedAt),
        ),
      );
    for (const { id } of solved) await issuesService.remove(actor, id);
    const reviewed = await app.db
      .select({ id: headlines.id })
      .from(headlines)
      .where(
        and(
          eq(headlines.orgId, actor.orgId),
          eq(headlines.meetingId, meetingId),
          eq(headlines.status, 'Reviewed'),
          isNull(headlines.deletedAt),
        ),
      );
    for (const { id } of reviewed) await headlinesService.setStatus(actor, id, { status: 'Removed' });
  }

  /** The hooks of `end`: summary, checklist reset and recap mail in its transaction; clearing after. */
  async function endHooks(actor: TItemActor, scorecardId: string): Promise<TLiveHooks> {
    const scorecard = await scorecards
      .grid(actor, scorecardId, { periods: SCORECARD_DEFAULT_PERIODS })
      .catch(() => null);
    return {
      async onEnd(tx, _live, ended, series) {
        const now = Date.now();
        const summary = await buildSummary(tx, actor.orgId, ended, { now, scorecard });
        const occurrenceId = await freezeOccurrence(tx, actor.orgId, ended, summary, now);
        await resetChecklist(tx, actor.orgId, series.id);
        if (ended.settings.sendRecapEmail) {
          const link = `${app.config.appUrl}/traction/${series.id}/${series.id}/${occurrenceId}`;
          const pdfLink = (await readFeatureFlags(tx)).MeetingPdfs
            ? `${app.config.appUrl}/api/v2${endpointUrl(PDF_ENDPOINTS.meeting, {
                params: { meetingId: series.id, type: 'summary' },
                query: { meetingId: occurrenceId },
              })}`
            : null;
          const title = series.title;
          await queueRecapMail(tx, app, { orgId: actor.orgId, title, summary, link, pdfLink });
        }
      },
      async afterChange(_before, ended) {
        if (ended.settings.clearMeetingItems) {
          await clearItems(actor, ended).catch((error: unknown) =>
            app.log.error({ err: error }, 'live meeting: clearing the meeting items failed'),
          );
        }
      },
    };
  }

  return {
    get: core.get,

    /**
     * `POST live-meeting/{action}`. Answers the live meeting after the action (and for the
     * add-*-as-issue calls the issue made).
     */
    async act<A extends TLiveMeetingAction>(
      actor: TItemActor,
      action: A,
      body: TActionBody & TLiveActionInput<A>,
    ): Promise<TActionResult & { issue?: TIssueRow }> {
      if (isAddAsIssue(action)) {
        const series = await core.series(actor, body.meetingThreadId);
        const live = await core.stored(actor, series);
        if (!live.state.attendees.some((a) => a.personId === actor.person.id)) {
          throw conflict(LIVE_MEETING_TEXTS.notAnAttendee);
        }
        const { issueId } = await issueFromSource({ db: app.db, issues: issuesService }, actor, {
          meetingThreadId: series.id,
          occurrenceId: live.state.meetingId,
          type: SOURCE_OF_ACTION[action],
          itemId: (body as { itemId: string }).itemId,
        });
        const result = await core.act(actor, series.id, action, body, () => ({
          eventData: { issueId, itemId: (body as { itemId: string }).itemId },
        }));
        return { ...result, issue: await issuesService.get(actor, issueId) };
      }
      // The series is read with the live state (one statement); the hooks are made from it.
      return core.act(actor, body.meetingThreadId, action, body, (series) =>
        action === 'end'
          ? endHooks(actor, series.scorecardId)
          : { afterChange: (before, after) => syncIssues(actor, before, after) },
      );
    },
  };
}

export type TLiveMeetingService = ReturnType<typeof createLiveMeetingService>;
