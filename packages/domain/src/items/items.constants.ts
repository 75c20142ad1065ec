/**
 * Limits and texts shared by every traction item: Rocks, To-Dos, Issues and Headlines
 * (spec 000 §5, §8, §9; 002 §5). Each item type adds its own in `<type>.constants.ts`.
 */

/** A title: required, at most this long (000 §9 names 256 for rocks; every item uses it). */
export const ITEM_TITLE_MAX_LENGTH = 256;
/** Notes (`contentHtml`) as sent, before sanitizing: at most this many characters. */
export const ITEM_CONTENT_HTML_MAX_LENGTH = 100_000;
/** Due dates are calendar dates between these years. */
export const ITEM_DATE_MIN_YEAR = 1900;
export const ITEM_DATE_MAX_YEAR = 9999;

export const ITEM_TEXTS = {
  required: 'Required',
  /** The footer of every add and edit popup (000 §2.4, §5). */
  requiredFields: '*Required Fields',
  titleTooLong: `At most ${ITEM_TITLE_MAX_LENGTH} characters`,
  contentTooLong: `Notes may hold at most ${ITEM_CONTENT_HTML_MAX_LENGTH.toLocaleString('en-US')} characters`,
  invalidDate: 'Enter a real date as YYYY-MM-DD',
  invalidId: 'Invalid id',
  /** Success toasts (000 §8). */
  created: (title: string) => `Created: ${title}`,
  updated: (title: string) => `Updated: ${title}`,
  /** 002 §5: adding a first item needs an existing meeting; the web offers to create one. */
  needsMeeting: (item: string) => `You need a meeting before you can add ${item}. Create a meeting first.`,
  createMeeting: 'Create a meeting',
  ownerNotInOrg: 'The owner must be a person of this organization.',
  ownerNotInMeeting: 'The owner must be invited to this meeting.',
  /** 000 §6: only Owners and Admins assign to anyone in the meeting. */
  cannotAssign: 'You can assign this only to yourself or to its current owner.',
  meetingNotFound: 'The meeting could not be found.',
  cannotUseMeeting: 'Only people invited to this meeting can add items to it.',
  chooseStatus: 'Choose a status',
} as const;
