import { ZMeetingIssueRequest, ZSolveIssueRequest } from '@cairn/domain/issues/issues.schemas';
import { issues } from '../db/schema/index.ts';
import { LEADERSHIP, SALES, type TSeedContext } from './seed-context.ts';

/** Issues raised this quarter: meeting, owner, title, solved in IDS or still open, notes. */
const ISSUES: { meeting: string; owner: string; title: string; solved: boolean; notes?: string }[] = [
  { meeting: LEADERSHIP, owner: 'Olivia', title: 'Customer churn ticked up last month', solved: false },
  {
    meeting: LEADERSHIP,
    owner: 'Adam',
    title: 'Not enough engineering capacity for the portal',
    solved: false,
    notes: '<p>Two contractors leave in <em>three weeks</em>.</p>',
  },
  { meeting: LEADERSHIP, owner: 'Miguel', title: 'Office lease renewal terms', solved: true },
  { meeting: LEADERSHIP, owner: 'Alice', title: 'Pricing page conversion dropped', solved: false },
  { meeting: LEADERSHIP, owner: 'Maya', title: 'Who owns the partner programme?', solved: true },
  { meeting: SALES, owner: 'Nora', title: 'Webinar leads go cold before the first call', solved: false },
  { meeting: SALES, owner: 'Noah', title: 'Duplicate accounts in the CRM', solved: true },
  { meeting: SALES, owner: 'Maya', title: 'Discount approvals take too long', solved: false },
  { meeting: SALES, owner: 'Marcus', title: 'Quota for the new territory', solved: true },
];

/**
 * `npm run seed:demo`: the quarter's issues through the issues service, each raised by its
 * owner in their meeting; the solved ones then solved by the meeting's facilitator (the Owner
 * for the leadership team, Marcus for sales). Skipped when the organisation has issues already.
 */
export async function seedDemoIssues(seed: TSeedContext): Promise<void> {
  if (!(await seed.hasNone(issues))) return;
  await seed.addInMeetings(
    ISSUES,
    (owner, body, spec) =>
      seed.issues.create(
        owner,
        ZMeetingIssueRequest.parse({ ...body, contentHtml: spec.notes, entityType: 'meeting' }),
      ),
    (facilitator, issue, spec) => {
      if (!spec.solved) return undefined;
      const solve = ZSolveIssueRequest.parse({ isSolved: true, version: issue.version });
      return seed.issues.solve(facilitator, issue.id, solve);
    },
  );
}
