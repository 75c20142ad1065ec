import { errorMessage, MessageCode } from '@cairn/domain/errors';
import { QUARTERLY_TEXTS } from '@cairn/domain/quarterly/quarterly.constants';
import type { TDbOrTx } from '../../db/client.ts';
import { forbidden, HttpError, notFound } from '../../http/errors.ts';
import { meetingPolicy } from '../../policies/meetings.ts';
import { readFeatureFlags } from '../platform/index.ts';
import type { TItemActor } from '../traction-items/index.ts';
import { quarterlyRepository, type TSessionMeeting } from './quarterly.repository.ts';

/**
 * 404 while the QuarterlyPulsing flag is off (spec 000 §9: off by default): the calls do not
 * exist for the instance, like Insights while its flag is off.
 */
export async function checkQuarterlyOn(db: TDbOrTx): Promise<void> {
  if (!(await readFeatureFlags(db)).QuarterlyPulsing)
    throw new HttpError(404, [errorMessage(MessageCode.NotFound, QUARTERLY_TEXTS.off)]);
}

/**
 * The meeting of a session, as the meeting's rocks are guarded: 404 when it is another
 * organisation's or the caller does not see it; to run a session (`mustChange`) also 404 when
 * archived and 403 unless the caller may change the meeting (never an Observer).
 */
export async function sessionMeeting(
  db: TDbOrTx,
  actor: TItemActor,
  meetingId: string,
  mustChange: boolean,
): Promise<TSessionMeeting> {
  const meeting = await quarterlyRepository.findMeeting(db, actor.orgId, meetingId);
  if (!meeting || !meetingPolicy.canSee(actor, meeting)) throw notFound('meeting');
  if (!mustChange) return meeting;
  if (meeting.isArchived) throw notFound('meeting');
  if (!meetingPolicy.canChange(actor, meeting)) throw forbidden();
  return meeting;
}
