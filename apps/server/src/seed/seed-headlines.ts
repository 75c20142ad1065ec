import { ZCreateHeadlineRequest, ZHeadlineReviewRequest } from '@cairn/domain/headlines/headlines.schemas';
import { headlines } from '../db/schema/index.ts';
import { LEADERSHIP, SALES, type TSeedContext } from './seed-context.ts';

/** Good news of the quarter: meeting, owner, title, and whether a meeting has reviewed it yet. */
const HEADLINES: { meeting: string; owner: string; title: string; reviewed: boolean }[] = [
  { meeting: LEADERSHIP, owner: 'Marcus', title: 'Record month for new bookings', reviewed: true },
  { meeting: LEADERSHIP, owner: 'Alice', title: 'Employee NPS is up to 62', reviewed: true },
  { meeting: LEADERSHIP, owner: 'Maya', title: 'Acme Corp renewed for three years', reviewed: false },
  { meeting: LEADERSHIP, owner: 'Adam', title: 'Portal beta has its first ten users', reviewed: false },
  { meeting: SALES, owner: 'Nora', title: 'Nora closed the Globex deal', reviewed: true },
  { meeting: SALES, owner: 'Noah', title: 'The webinar had 400 sign-ups', reviewed: false },
];

/**
 * `npm run seed:demo`: the quarter's headlines through the headlines service, each shared by
 * its owner in their meeting; those already discussed marked Reviewed by the meeting's
 * facilitator, the others To review. Skipped when the organisation has headlines already.
 */
export async function seedDemoHeadlines(seed: TSeedContext): Promise<void> {
  if (!(await seed.hasNone(headlines))) return;
  await seed.addInMeetings(
    HEADLINES,
    (owner, body) => seed.headlines.create(owner, ZCreateHeadlineRequest.parse(body)),
    (facilitator, headline, spec) => {
      if (!spec.reviewed) return undefined;
      const review = ZHeadlineReviewRequest.parse({ status: 'Reviewed', version: headline.version });
      return seed.headlines.review(facilitator, headline.id, review);
    },
  );
}
