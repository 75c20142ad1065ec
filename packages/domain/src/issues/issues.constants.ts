import { ITEM_TEXTS } from '../items/items.constants.ts';

/** Statuses, kinds and texts of Issues (spec 000 §2.4, §3, §4, §8; 002 §4). */

/** An issue is Open until it is solved; reopening makes it Open again (002 §4). */
export const ISSUE_STATUSES = ['Open', 'Solved'] as const;
export type TIssueStatus = (typeof ISSUE_STATUSES)[number];

/** How a status is shown (002 §4: the actions read Solved, Not Solved, Reopen). */
export const ISSUE_STATUS_LABELS: Record<TIssueStatus, string> = {
  Open: 'Not Solved',
  Solved: 'Solved',
};

/** The actions offered on an issue (002 §4) and the status each leads to. */
export const ISSUE_ACTIONS = [
  { label: 'Solved', status: 'Solved' },
  { label: 'Not Solved', status: 'Open' },
  { label: 'Reopen', status: 'Open' },
] as const satisfies readonly { label: string; status: TIssueStatus }[];

/** Where an issue lives (000 §3): a meeting, or a V/TO's long-term issue list. */
export const ISSUE_ENTITY_TYPES = ['meeting', 'vto'] as const;
export type TIssueEntityType = (typeof ISSUE_ENTITY_TYPES)[number];

export const ISSUE_TEXTS = {
  ...ITEM_TEXTS,
  needsMeeting: ITEM_TEXTS.needsMeeting('an issue'),
  chooseEntityType: 'Choose where the issue goes: a meeting or a V/TO',
  oneOwner: 'An issue has one owner: choose one person.',
  onlyMeetingMoves: 'Issues can only be moved between meetings for now.',
  /** 000 §8. */
  moved: (destination: string) => `Your issue was moved to ${destination}.`,
  moveFailed: "Your issue wasn't moved, try again!",
  noOtherMeetings: 'The selected owner does not have any other meetings.',
  sameMeeting: 'The issue is already in this meeting. Choose another one.',
} as const;
