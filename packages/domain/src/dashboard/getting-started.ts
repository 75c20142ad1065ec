import { z } from 'zod';
import { ZEnvelope } from '../errors.ts';

/*
 * A new organisation's first week (issue 35 point 11): the dashboard shows the leaders what to do
 * first, in the order EOS sets it up, and ticks each step from the organisation's own data as it
 * is done, so nobody ticks anything by hand. A leader can dismiss it for themselves.
 */

/** The steps, in the order they are shown. */
export const GETTING_STARTED_STEPS = [
  'invite',
  'meeting',
  'measurables',
  'rocks',
  'vto',
  'firstMeeting',
] as const;
export type TGettingStartedStep = (typeof GETTING_STARTED_STEPS)[number];

export const ZGettingStarted = z.object({
  steps: z.array(z.object({ step: z.enum(GETTING_STARTED_STEPS), isDone: z.boolean() })),
  /** The caller put it away (it stays away in this organisation). */
  isDismissed: z.boolean(),
});
export type TGettingStarted = z.infer<typeof ZGettingStarted>;

/** `GET dashboard/getting-started` and `PUT dashboard/getting-started`. */
export const ZGettingStartedAnswer = ZEnvelope.extend({ gettingStarted: ZGettingStarted });

/** `PUT dashboard/getting-started`: dismiss it, or bring it back. */
export const ZPutGettingStartedRequest = z.object({
  isDismissed: z.boolean({ error: 'Say true or false' }),
});
