/** Limits, choices and texts of meetings (spec 000 §3, §9; 002 §5; issue 3). */

/** A meeting title: required, unique in the organisation, at most this long (002 §5 text fields). */
export const MEETING_TITLE_MAX_LENGTH = 100;
/** At most this many invitees per meeting. */
export const MEETING_INVITEES_MAX = 500;
/** An agenda section's name: required, at most this long. */
export const AGENDA_ITEM_NAME_MAX_LENGTH = 100;
/** A section lasts between these many minutes. */
export const AGENDA_MINUTES_MIN = 1;
export const AGENDA_MINUTES_MAX = 240;
/** An agenda has at least one section and at most this many. */
export const AGENDA_ITEMS_MAX = 30;

/**
 * Colour tags (000 §3): the stored value, the English name of the server's messages, and a swatch
 * (the same hues as the organisation theme colours). `None` has no swatch. The web names each
 * tag by a key (`meeting.color.*`).
 */
export const COLOR_TAGS = [
  { value: 'None', label: 'None', swatch: null },
  { value: 'Blue', label: 'Blue', swatch: '#1c7ed6' },
  { value: 'Orange', label: 'Orange', swatch: '#ff7900' },
  { value: 'Teal', label: 'Teal', swatch: '#0ca678' },
  { value: 'Purple', label: 'Purple', swatch: '#7048e8' },
  { value: 'Green', label: 'Green', swatch: '#37b24d' },
  { value: 'DarkOrange', label: 'Dark Orange', swatch: '#e8590c' },
  { value: 'Gray', label: 'Gray', swatch: '#444444' },
] as const;
export type TColorTag = (typeof COLOR_TAGS)[number]['value'];
export const COLOR_TAG_VALUES = COLOR_TAGS.map((tag) => tag.value) as [TColorTag, ...TColorTag[]];
export const DEFAULT_COLOR_TAG: TColorTag = 'None';

/** A colour tag's English name in the server's messages ("DarkOrange" is "Dark Orange"). */
export function colorTagLabel(value: TColorTag): string {
  return COLOR_TAGS.find((tag) => tag.value === value)?.label ?? value;
}

/** The Level 10 agenda new meetings get (issue 3; 002 §9 meeting guidance): 90 minutes. */
export const LEVEL_10_AGENDA = [
  { name: 'Segue', lengthInMinutes: 5 },
  { name: 'Scorecard', lengthInMinutes: 5 },
  { name: 'Rock review', lengthInMinutes: 5 },
  { name: 'Headlines', lengthInMinutes: 5 },
  { name: 'To-do list', lengthInMinutes: 5 },
  { name: 'IDS', lengthInMinutes: 60 },
  { name: 'Conclude', lengthInMinutes: 5 },
] as const;

/** The id of the Level 10 agenda template (the live meeting's `agendaTemplateId`, 002 §3). */
export const LEVEL_10_TEMPLATE_ID = 'level-10';

/** `level-10` when the sections are the Level 10's, in order with its minutes; null for an agenda of the team's own. */
export function agendaTemplateIdOf(
  sections: readonly { name: string; lengthInMinutes: number }[],
): typeof LEVEL_10_TEMPLATE_ID | null {
  const isLevel10 =
    sections.length === LEVEL_10_AGENDA.length &&
    sections.every(
      (section, index) =>
        section.name === LEVEL_10_AGENDA[index].name &&
        section.lengthInMinutes === LEVEL_10_AGENDA[index].lengthInMinutes,
    );
  return isLevel10 ? LEVEL_10_TEMPLATE_ID : null;
}

/**
 * The server's meeting messages, in English (the web shows its own by key, `meeting.*`; server
 * messages by code are a later slice of issue 33).
 */
export const MEETING_TEXTS = {
  required: 'Required',
  titleTooLong: `At most ${MEETING_TITLE_MAX_LENGTH} characters`,
  /** 002 §5: a meeting name is unique in the organisation (wording of its "unique name" rule). */
  titleTaken: "There's a meeting with this name; please use a different name.",
  created: (title: string) => `${title} created.`,
  /** 002 §5 Messages. */
  noAttendees: 'You need to have at least one attendee to create the meeting.',
  tooManyInvitees: `At most ${MEETING_INVITEES_MAX} invitees`,
  inviteeNotInOrg: 'Every invitee must be a person of this organization.',
  ownerNotInOrg: 'The meeting owner must be a person of this organization.',
  /** 000 §9 colour-tag toasts. */
  colorTagUpdated: (title: string, colourName: string) =>
    `Meeting ${title} color tag updated to ${colourName}`,
  colorTagCleared: 'This meeting no longer has a color label.',
  chooseColorTag: 'Choose a color tag',
  agendaEmpty: 'The agenda needs at least one section.',
  agendaTooLong: `At most ${AGENDA_ITEMS_MAX} sections`,
  agendaNameTooLong: `At most ${AGENDA_ITEM_NAME_MAX_LENGTH} characters`,
  agendaMinutes: `A section lasts ${AGENDA_MINUTES_MIN} to ${AGENDA_MINUTES_MAX} minutes`,
  agendaDuplicateId: 'Each section appears once',
  weekday: 'Choose a day of the week',
  time: 'Enter a time as HH:mm, from 00:00 to 23:59',
  timeZone: 'Choose a valid time zone',
  archived: 'This meeting is archived. Restore it first.',
  notInvited: 'Only people invited to this meeting can see it.',
  cannotChange:
    'Only the organization’s owners and admins, or people invited to this meeting, can change it.',
} as const;
