import { describe, expect, it } from 'vitest';
import { extractItem, type TExtractedItem } from './extract-item.ts';

const LT = '11111111-1111-4111-8111-111111111111';
const SALES = '22222222-2222-4222-8222-222222222222';
const PRODUCT = '33333333-3333-4333-8333-333333333333';
const MEETINGS = [
  { id: LT, title: 'Leadership Team Meeting' },
  { id: SALES, title: 'Weekly Sales Call' },
  { id: PRODUCT, title: 'Product Session' },
];
// Friday 27 November 2026 in the organisation's zone.
const TODAY = '2026-11-27';

type TRow = [
  text: string,
  type: TExtractedItem['type'],
  meeting: string | null,
  title: string | null,
  dueDate: string | null,
];

// Each phrasing with the type, meeting, title and due date it must give.
const CASES: TRow[] = [
  [
    'to-do for the leadership meeting: send the budget by Friday',
    'ToDo',
    LT,
    'Send the budget',
    '2026-11-27',
  ],
  [
    'add a to-do for the leadership team to send the budget by Friday',
    'ToDo',
    LT,
    'Send the budget',
    '2026-11-27',
  ],
  [
    'todo in the weekly sales call call the Acme buyer tomorrow',
    'ToDo',
    SALES,
    'Call the Acme buyer',
    '2026-11-28',
  ],
  [
    'new task for product session: write the release notes by next Tuesday',
    'ToDo',
    PRODUCT,
    'Write the release notes',
    '2026-12-01',
  ],
  [
    'create a task in the sales call to update the pipeline in two weeks',
    'ToDo',
    null,
    'The sales call to update the pipeline',
    '2026-12-11',
  ],
  [
    'action item for leadership team: book the offsite venue by Dec 3',
    'ToDo',
    LT,
    'Book the offsite venue',
    '2026-12-03',
  ],
  [
    'reminder for the product meeting review the roadmap on Monday',
    'ToDo',
    PRODUCT,
    'Review the roadmap',
    '2026-11-30',
  ],
  ['to do: renew the insurance by December 15', 'ToDo', null, 'Renew the insurance', '2026-12-15'],
  ['add todo renew the domain name', 'ToDo', null, 'Renew the domain name', null],
  ['task: clean up the shared drive', 'ToDo', null, 'Clean up the shared drive', null],
  ['issue for the leadership meeting: hiring is behind plan', 'Issue', LT, 'Hiring is behind plan', null],
  [
    'raise an issue in the weekly sales call about the discount policy',
    'Issue',
    SALES,
    'The discount policy',
    null,
  ],
  [
    'problem for product session: the build breaks every Monday',
    'Issue',
    PRODUCT,
    'The build breaks every Monday',
    null,
  ],
  ['we have a problem with churn in the leadership team meeting', 'Issue', LT, 'We have churn', null],
  [
    'concern for the sales meeting: too many leads from one source',
    'Issue',
    null,
    'The sales meeting: too many leads from one source',
    null,
  ],
  ['new issue the office lease ends in March', 'Issue', null, 'The office lease ends in March', null],
  ['log an issue about late invoices', 'Issue', null, 'Late invoices', null],
  [
    'blocker for the product session: waiting on legal review',
    'Issue',
    PRODUCT,
    'Waiting on legal review',
    null,
  ],
  ['issue: customer support backlog is growing', 'Issue', null, 'Customer support backlog is growing', null],
  ['add an issue to the leadership team about the budget overrun', 'Issue', LT, 'The budget overrun', null],
  ['headline for the leadership meeting: we signed Acme', 'Headline', LT, 'We signed Acme', null],
  [
    'good news for the sales call: Sarah closed the Globex deal',
    'Headline',
    null,
    'The sales call: Sarah closed the Globex deal',
    null,
  ],
  [
    'headline in the weekly sales call: record month for renewals',
    'Headline',
    SALES,
    'Record month for renewals',
    null,
  ],
  [
    'bad news for leadership team: the Berlin office flooded',
    'Headline',
    LT,
    'The Berlin office flooded',
    null,
  ],
  ['news for product session: version 2 shipped', 'Headline', PRODUCT, 'Version 2 shipped', null],
  [
    'announcement for the leadership team: Jane joins as CFO next Monday',
    'Headline',
    LT,
    'Jane joins as CFO next Monday',
    null,
  ],
  ['shout-out for product: Tom fixed the login bug', 'Headline', PRODUCT, 'Tom fixed the login bug', null],
  [
    'headline: new record for customer satisfaction',
    'Headline',
    null,
    'New record for customer satisfaction',
    null,
  ],
  [
    'add a headline to the sales meeting that Bob hit quota',
    'Headline',
    null,
    'The sales meeting that Bob hit quota',
    null,
  ],
  ['great news in leadership: we hit the revenue goal', 'Headline', LT, 'We hit the revenue goal', null],
  ['send the budget by Friday', null, null, 'Send the budget', '2026-11-27'],
  ['for the leadership meeting send the budget', null, LT, 'Send the budget', null],
  ['to-do send the budget', 'ToDo', null, 'Send the budget', null],
  [
    'to-do for the marketing meeting: launch the campaign',
    'ToDo',
    null,
    'The marketing meeting: launch the campaign',
    null,
  ],
  [
    'to-do for the leadershp meeting: call the bank tomorrow',
    'ToDo',
    null,
    'The leadershp meeting: call the bank',
    '2026-11-28',
  ],
  ['to-do for the leadership: call the bank tomorrow', 'ToDo', LT, 'Call the bank', '2026-11-28'],
  [
    'todo for the sales call: follow up with Acme next Friday',
    'ToDo',
    null,
    'The sales call: follow up with Acme',
    '2026-12-04',
  ],
  [
    'todo for sales: follow up with Initech by the end of next week',
    'ToDo',
    null,
    'Sales: follow up with Initech',
    '2026-12-05',
  ],
  [
    'to-do for the leadership team meeting prepare the board deck in 3 days',
    'ToDo',
    LT,
    'Prepare the board deck',
    '2026-11-30',
  ],
  ['task for the product session review pricing by Jan 10', 'ToDo', PRODUCT, 'Review pricing', '2027-01-10'],
  ['to-do', 'ToDo', null, null, null],
  ['issue for the leadership meeting', 'Issue', LT, null, null],
  ['headline for sales call', 'Headline', null, 'Sales call', null],
  [
    'todo for leadership: email the investors tomorrow morning',
    'ToDo',
    LT,
    'Email the investors',
    '2026-11-28',
  ],
  ['to-do for leadership: pay the vendors by 12/15', 'ToDo', LT, 'Pay the vendors', '2026-12-15'],
  ['to-do for leadership: pay the vendors by December 1st', 'ToDo', LT, 'Pay the vendors', '2026-12-01'],
  [
    'to-do for product: fix the signup form due next Wednesday',
    'ToDo',
    PRODUCT,
    'Fix the signup form',
    '2026-12-02',
  ],
  [
    'task for sales call: send the quote before Thursday',
    'ToDo',
    null,
    'Sales call: send the quote',
    '2026-12-03',
  ],
  [
    'to-do for leadership: prepare Q1 plan by the end of the month',
    'ToDo',
    LT,
    'Prepare Q1 plan',
    '2026-11-30',
  ],
  ['to-do for leadership: plan the retreat next week', 'ToDo', LT, 'Plan the retreat', '2026-12-04'],
  [
    'Please add a to-do for the leadership meeting to order new laptops.',
    'ToDo',
    LT,
    'Order new laptops',
    null,
  ],
  [
    'Add a new task for the Sales call: update the CRM.',
    'ToDo',
    null,
    'The Sales call: update the CRM',
    null,
  ],
  [
    'Create an issue in the product session about slow page loads.',
    'Issue',
    PRODUCT,
    'Slow page loads',
    null,
  ],
  [
    'Headline for the leadership meeting - we won the Acme account!',
    'Headline',
    LT,
    'We won the Acme account',
    null,
  ],
  ['TODO LEADERSHIP: SEND THE BUDGET BY FRIDAY', 'ToDo', LT, 'SEND THE BUDGET', '2026-11-27'],
  ['to-do for weekly sales: call Initech on Tuesday', 'ToDo', SALES, 'Call Initech', '2026-12-01'],
  [
    'the server went down twice, issue for the product session',
    'Issue',
    PRODUCT,
    'The server went down twice',
    null,
  ],
  ['call the bank, to-do for leadership, by tomorrow', 'ToDo', LT, 'Call the bank', '2026-11-28'],
  [
    'issue for the sales call the pricing page is confusing',
    'Issue',
    null,
    'The sales call the pricing page is confusing',
    null,
  ],
  ['to-do for leadership team hire a new office manager', 'ToDo', LT, 'Hire a new office manager', null],
  [
    'headline for product session customer NPS rose to 62',
    'Headline',
    PRODUCT,
    'Customer NPS rose to 62',
    null,
  ],
  [
    'to-do for the leadership meeting send Acme the contract in two weeks',
    'ToDo',
    LT,
    'Send Acme the contract',
    '2026-12-11',
  ],
];

describe('extractItem over plain phrasings', () => {
  it('covers at least 60 phrasings', () => expect(CASES.length).toBeGreaterThanOrEqual(60));

  it.each(CASES)('%s', (text, type, tractionId, title, dueDate) => {
    expect(extractItem(text, { meetings: MEETINGS, today: TODAY })).toEqual({
      type,
      tractionId,
      title,
      dueDate,
    });
  });
});

describe('extractItem context', () => {
  it("finds only the meetings it is given (the caller's)", () => {
    const got = extractItem('to-do for the leadership meeting: send the budget', {
      meetings: [],
      today: TODAY,
    });
    expect(got).toMatchObject({ type: 'ToDo', tractionId: null });
  });

  it("counts dates from the organisation's day", () => {
    const meetings = MEETINGS;
    expect(extractItem('to-do: call Bob tomorrow', { meetings, today: '2026-12-31' }).dueDate).toBe(
      '2027-01-01',
    );
    expect(extractItem('to-do: call Bob tomorrow', { meetings, today: '2026-02-28' }).dueDate).toBe(
      '2026-03-01',
    );
  });

  it('keeps a title to the item limit', () => {
    const got = extractItem(`to-do: ${'x'.repeat(400)}`, { meetings: MEETINGS, today: TODAY });
    expect(got.title).toHaveLength(256);
  });
});
