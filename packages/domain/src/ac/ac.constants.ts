/**
 * Accountability Chart limits and texts (000 §2.1; 001 §2-§5, §8, §9; 002 §2-§4, §8, §9; issue #14).
 * A chart is kept as revisions (draft or published) of seats in folders ("collections").
 */

/** A folder, revision or seat title: at most this long. */
export const AC_TITLE_MAX_LENGTH = 200;
/** A role line of a seat, and a placeholder holder's name. */
export const AC_ROLE_MAX_LENGTH = 300;
/** 001 §5: at most 7 roles a seat (5 is the standard). */
export const AC_ROLES_MAX = 7;
export const AC_ROLES_STANDARD = 5;
/** Seat notes (rich text, before sanitising). */
export const AC_NOTES_MAX_LENGTH = 50_000;
/** A revision holds at most this many seats (a 500-person company's chart fits easily). */
export const AC_SEATS_MAX = 2_000;

/** 001 §9: the default folder is the organisation's name and this suffix. */
export const AC_COMPANY_FOLDER_SUFFIX = ' Accountability Chart';
/** The company folder's title for an organisation. */
export const companyAcFolderTitle = (orgName: string) => `${orgName}${AC_COMPANY_FOLDER_SUFFIX}`;

/** Who sees and edits a revision (001 §3): none, view or edit, for the leadership team and the organisation. */
export const AC_ACCESS = ['none', 'view', 'edit'] as const;
export type TAcAccess = (typeof AC_ACCESS)[number];

/**
 * The chart's messages from the server, in English (its document texts go to the shared folder
 * pages' server side). The web shows its own by key: `ac.*`.
 */
export const AC_TEXTS = {
  required: 'Required',
  folderExists: 'A folder with this name already exists. Please choose a different name for the folder.',
  revisionExists: 'A chart with this name already exists in this folder.',
  fieldCannotBeEmpty: 'This field cannot be empty.',
  tooManyRoles: `A seat has at most ${AC_ROLES_MAX} roles.`,
  holderOrPlaceholder: 'Choose a seat holder or type a placeholder name, not both.',
  holderNotInOrg: 'Choose a person of this organization.',
  cycle: 'A seat cannot report to itself or to a seat below it.',
  rootCannotMove: 'The top seat cannot be moved.',
  rootCannotBeDeleted: 'The top seat cannot be deleted.',
  assistantOfRoot: 'An assistant needs a seat to assist.',
  parentRequired: 'Choose the seat this one reports to.',
  tooManySeats: `A chart holds at most ${AC_SEATS_MAX} seats.`,
  removed: 'This AC has been removed by another user.',
  observerCannotEdit: 'Observers cannot be given edit access.',
  ltEditNeedsInvitees:
    'Invite people to the leadership team meeting before giving the leadership team edit access.',
  cannotEdit: 'You can only view this chart.',
  observersCannotChange: 'Observers cannot change charts.',
  moveNeedsFolder: 'Choose a folder or type the name of a new one.',
  sameFolder: 'The chart is already in this folder.',
  folderNotFound: 'The folder could not be found.',
  folderNotEmpty: 'Move or delete the charts of this folder before deleting it.',
  companyFolderKept: 'The company folder cannot be deleted.',
} as const;

/** 001 §8: the off-page warning is shown at most once in this long. */
export const AC_OFF_PAGE_WARNING_MS = 5000;
