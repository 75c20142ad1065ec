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

/** What each step says, and what makes it done (checked on the server). */
export const GETTING_STARTED_TEXTS: Record<TGettingStartedStep, { title: string; text: string }> = {
  invite: { title: 'Invite your team', text: 'Add the people of your leadership team.' },
  meeting: { title: 'Create your Level 10', text: 'Make the weekly meeting your team will run in Cairn.' },
  measurables: { title: 'Add measurables', text: 'Put the 5 to 15 weekly numbers on the scorecard.' },
  rocks: { title: 'Set rocks', text: 'Set the 3 to 7 priorities for this quarter.' },
  vto: { title: 'Fill in the V/TO', text: 'Write down your vision and publish it for everyone.' },
  firstMeeting: { title: 'Run your first meeting', text: 'Start the Level 10 and end it with a rating.' },
};

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
