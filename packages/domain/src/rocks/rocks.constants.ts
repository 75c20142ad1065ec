import { ITEM_TEXTS } from '../items/items.constants.ts';

/** Statuses, types, limits and texts of Rocks (spec 000 §2.4, §3, §4, §5, §8; 002 §3, §7). */

/**
 * Rock statuses (002 §3): a new rock is `OnTrack`; `Done` and `NotDone` close a quarter's rock
 * either way; `Closed` ends it without a verdict; `NonRock` marks it cancelled.
 */
export const ROCK_STATUSES = ['OnTrack', 'OffTrack', 'Done', 'NotDone', 'Closed', 'NonRock'] as const;
export type TRockStatus = (typeof ROCK_STATUSES)[number];

/** How each status is shown. */
export const ROCK_STATUS_LABELS: Record<TRockStatus, string> = {
  OnTrack: 'On track',
  OffTrack: 'Off track',
  Done: 'Done',
  NotDone: 'Not done',
  Closed: 'Closed',
  NonRock: 'Non-Rock',
};

/** Rock types (000 §3) as stored and sent. */
export const ROCK_TYPES = ['personal', 'company', 'team', 'department'] as const;
export type TRockType = (typeof ROCK_TYPES)[number];

/** How each type is shown (000 §3). */
export const ROCK_TYPE_LABELS: Record<TRockType, string> = {
  personal: 'Individual',
  company: 'Company',
  team: 'Team',
  department: 'Departmental',
};

/** A rock belongs to at most this many meetings. */
export const ROCK_MEETINGS_MAX = 50;
/** One create (or edit) delegates to at most this many new rocks. */
export const ROCK_DELEGATES_MAX = 50;
/** One `POST rocks/remove-in-meeting/{meetingId}` names at most this many rocks. */
export const ROCK_REMOVE_MAX = 500;

export const ROCK_TEXTS = {
  ...ITEM_TEXTS,
  needsMeeting: ITEM_TEXTS.needsMeeting('a Rock'),
  chooseType: 'Choose a type',
  atLeastOneMeeting: 'Choose at least one meeting',
  tooManyMeetings: `At most ${ROCK_MEETINGS_MAX} meetings`,
  tooManyDelegates: `At most ${ROCK_DELEGATES_MAX} delegated rocks`,
  primaryNotInMeetings: 'The main meeting must be one of the rock’s meetings.',
  /** 000 §4: the title of a delegated rock is locked. */
  titleLocked: 'This is a delegated Rock, you cannot edit the title of a delegated Rock.',
  /** 000 §8: some rocks of `POST rocks/remove-in-meeting` could not be removed. */
  someNotRemoved: 'Failed to remove some rocks',
  /** 000 §8: the edit popup closes with this toast (3000 ms) when the rock is deleted. */
  removedByOther: 'This rock has been removed by another member of the meeting.',
} as const;

/** The toast after a rock was removed by someone else lasts this long (000 §9). */
export const ROCK_REMOVED_TOAST_MS = 3000;
