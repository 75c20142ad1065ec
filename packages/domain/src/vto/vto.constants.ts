/**
 * V/TO limits and texts (000 §2.1, §8; 001 §2-§5, §9; 002 §3-§5, §8). The V/TO is kept as
 * revisions (draft or published) in folders ("collections").
 */

/** A folder or revision title: at most this long (the display truncates at FOLDER_TITLE_DISPLAY_LENGTH). */
export const VTO_TITLE_MAX_LENGTH = 200;
/** 001 §9: folder names are shown truncated at 40 characters (an ellipsis makes the 41st). */
export const VTO_FOLDER_TITLE_DISPLAY_LENGTH = 40;
/** One line of a section (a core value, a unique, a goal, a measurable's title). */
export const VTO_LINE_MAX_LENGTH = 500;
/** A short field value (a financial metric's value, a core focus field). */
export const VTO_VALUE_MAX_LENGTH = 1_000;
/** A rich-text field of a section (notes), before sanitising. */
export const VTO_HTML_MAX_LENGTH = 100_000;
/** Entries of one list of a section (core values, uniques, metrics, measurables, goals). */
export const VTO_LIST_MAX = 50;

/** 001 §9: the company folder is made on first use with the organisation's name and this suffix. */
export const VTO_COMPANY_FOLDER_SUFFIX = ' Vision/Traction Organizer';

/** 002 §3: the kinds of a plan; the actual_* kinds are the recorded quarterly results. */
export const VTO_PLAN_KINDS = [
  'three_year_picture',
  'one_year_plan',
  'quarterly_plan',
  'actual_one_year_plan',
  'actual_quarterly_plan',
] as const;
export type TVtoPlanKind = (typeof VTO_PLAN_KINDS)[number];

/** The stored sections of a revision, one row each with its own version. */
export const VTO_SECTION_KINDS = [
  'core_values',
  'core_values_speech',
  'core_focus',
  'ten_year_target',
  'marketing_strategy',
  'three_year_picture',
  'one_year_plan',
  'quarterly_plan',
] as const;
export type TVtoSectionKind = (typeof VTO_SECTION_KINDS)[number];

/** 001 §3 V/TO copy: the Vision flags and their parent. */
export const VTO_VISION_FLAGS = [
  'includeCoreValues',
  'includeCoreFocus',
  'includeTenYearTarget',
  'includeMarketingStrategy',
  'includeThreeYearPicture',
] as const;
/** 001 §3 V/TO copy: the Traction flags and their parent. */
export const VTO_TRACTION_FLAGS = ['includeOneYearPlan', 'includeRocks', 'includeIssuesList'] as const;
export type TVtoCopyFlag =
  | 'includeVision'
  | 'includeTraction'
  | (typeof VTO_VISION_FLAGS)[number]
  | (typeof VTO_TRACTION_FLAGS)[number];

/** Texts of the V/TO, server and web. */
export const VTO_TEXTS = {
  required: 'Required',
  titleTooLong: `At most ${VTO_TITLE_MAX_LENGTH} characters`,
  lineTooLong: `At most ${VTO_LINE_MAX_LENGTH} characters`,
  valueTooLong: `At most ${VTO_VALUE_MAX_LENGTH} characters`,
  htmlTooLong: `At most ${VTO_HTML_MAX_LENGTH.toLocaleString('en-US')} characters`,
  tooMany: `At most ${VTO_LIST_MAX} entries`,
  invalidDate: 'Enter a date as YYYY-MM-DD',
  invalidNumber: 'Enter a number',
  /** 001 §5 (VALIDATION_UNIQUE_VTO_FOLDER_TITLE) and the Move popup's text. */
  folderExists: 'A folder with this name already exists. Please choose a different name for the folder.',
  /** 002 §5: a revision name must be unique in its folder. */
  revisionExists: "There's a V/TO with this name; please use a different name.",
  folderNotEmpty: 'Move or delete the V/TOs of this folder before deleting it.',
  companyFolderKept: 'The company folder cannot be deleted.',
  /** 001 §5 Copy V/TO. */
  copyNeedsSomething: 'Include the Vision or the Traction page (or part of one).',
  moveNeedsFolder: 'Choose a folder or type the name of a new one.',
  sameFolder: 'The V/TO is already in this folder.',
  folderNotFound: 'The folder could not be found.',
  /** 002 §5. */
  cannotEdit: 'Editing a V/TO requires being the creator or an invitee of the leadership team meeting.',
  observersNeverEdit: 'Observers cannot change a V/TO.',
  /** 002 §8 (the spec's "{AC or VTO}"). */
  removed: 'This VTO has been removed by another user.',
  /** 000 §8. */
  noEditableVtos: 'The selected owner does not have any editable V/TOs.',
  noLeadershipTeam:
    'Company rocks belong to the leadership team meeting, and none is marked yet. An Owner or Admin marks it above the rocks, or in the meeting’s Edit form.',
  ownerNotInOrg: 'Choose a person of this organisation',
  ownerNotLicensed: 'Observers cannot own issues',
  rockNotFound: 'This rock could not be found.',
  rockAlreadyOnPlan: 'This rock is already on the quarterly plan.',
  entryNotFound: 'This entry is not on the plan.',
  reorderMismatch: 'Send every core value of the section once.',
  /** 002 §5 Messages: autosave needs the required fields. */
  autosaveNeedsRequired: 'Required fields must be filled out before the form can be AutoSaved.',
  published: 'Published',
  draft: 'Draft',
} as const;

/** 001 §9: the default company folder name. */
export function companyFolderTitle(orgName: string): string {
  return `${orgName}${VTO_COMPANY_FOLDER_SUFFIX}`.slice(0, VTO_TITLE_MAX_LENGTH);
}

/** 001 §9: a folder name as shown in lists (40 characters, then an ellipsis). */
export function truncateFolderTitle(title: string): string {
  return title.length > VTO_FOLDER_TITLE_DISPLAY_LENGTH
    ? `${title.slice(0, VTO_FOLDER_TITLE_DISPLAY_LENGTH)}…`
    : title;
}

/** 001 §5: two folder titles clash when equal after trimming, ignoring case. */
export function folderTitleKey(title: string): string {
  return title.trim().toLowerCase();
}
