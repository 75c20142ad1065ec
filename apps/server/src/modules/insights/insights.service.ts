import { weekStartsOnOf } from '@cairn/domain/common/clock';
import { errorMessage, MessageCode } from '@cairn/domain/errors';
import { INSIGHTS_TEXTS } from '@cairn/domain/insights/insights.constants';
import type { TInsights, TInsightsQuery } from '@cairn/domain/insights/insights.schemas';
import { isSpanTooLong, resolveInsightsRange } from '@cairn/domain/insights/insights-periods';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { meetings } from '../../db/schema/index.ts';
import { actorToday } from '../../http/actor-today.ts';
import { HttpError, invalidField } from '../../http/errors.ts';
import { meetingPolicy } from '../../policies/meetings.ts';
import { readFeatureFlags } from '../platform/index.ts';
import type { TItemActor } from '../traction-items/index.ts';
import { presentInsights } from './insights.presenter.ts';
import { createCounts } from './insights-counts.ts';
import { meetingRows, orgRows } from './insights-scope.ts';

const notFoundNaming = (text: string, field?: string) =>
  new HttpError(404, [errorMessage(MessageCode.NotFound, text, field)]);

/**
 * `GET insights` (issue 32): the figures of the organisation (what the caller may read) or of one
 * meeting the caller sees, per week or quarter of the organisation's calendar. The database
 * counts (insights.queries.ts); the presenter lays the periods out and works out the rates.
 */
export function createInsightsService(deps: { db: TDb }) {
  /** 404 naming `tractionId` unless the meeting is the organisation's and the actor sees it. */
  async function checkMeeting(actor: TItemActor, meetingId: string) {
    const [meeting] = await deps.db
      .select({ id: meetings.id })
      .from(meetings)
      .where(and(eq(meetings.orgId, actor.orgId), eq(meetings.id, meetingId), meetingPolicy.scope(actor)));
    if (!meeting) throw notFoundNaming('The meeting could not be found.', 'tractionId');
  }

  return {
    async get(actor: TItemActor, query: TInsightsQuery): Promise<TInsights> {
      if (!(await readFeatureFlags(deps.db)).Insights)
        throw notFoundNaming('Insights are turned off on this server.');
      const today = actorToday(actor);
      // The schema checked a span given whole; one ending today by default is checked here.
      const to = query.to ?? today;
      if (query.from && query.from > to) throw invalidField('from', INSIGHTS_TEXTS.fromAfterTo);
      if (query.from && isSpanTooLong(query.from, to)) throw invalidField('from', INSIGHTS_TEXTS.tooLong);
      const meetingId = query.scope === 'meeting' ? query.tractionId : undefined;
      if (meetingId) await checkMeeting(actor, meetingId);

      const range = resolveInsightsRange({ ...query, to }, today, actor.clock.weekStart);
      const calendar = {
        timeZone: actor.clock.timeZone,
        weekStartsOn: weekStartsOnOf(actor.clock.weekStart),
        period: range.period,
      };
      const rows = meetingId ? meetingRows(meetingId) : orgRows(actor);
      return presentInsights(
        range,
        await createCounts({ db: deps.db, orgId: actor.orgId, rows, calendar }, range),
      );
    },
  };
}
