/** Dashboard widgets, their filters, limits and texts (spec 000 §2.4, 001 §2-§4, §9; issue #16). */

/** 001 §3: the six widget types. */
export const WIDGET_TYPES = ['ToDos', 'Meetings', 'Measurables', 'Rocks', 'Issues', 'Headlines'] as const;
export type TWidgetType = (typeof WIDGET_TYPES)[number];

export const WIDGET_TYPE_LABELS: Record<TWidgetType, string> = {
  ToDos: 'To-Dos',
  Meetings: 'Meetings',
  Measurables: 'Measurables',
  Rocks: 'Rocks',
  Issues: 'Issues',
  Headlines: 'Headlines',
};

/** 001 §9: at most 4 widgets of one type. */
export const WIDGET_LIMIT_PER_TYPE = 4;

/** 001 §3: the filters a widget can carry. */
export const WIDGET_FILTERS = ['is-personal', 'owner-id', 'excluded-owner-ids', 'headline-status'] as const;
export type TWidgetFilter = (typeof WIDGET_FILTERS)[number];

/** Which filters each type takes; Meetings and Measurables take none and are made straight after step 1 (001 §4). */
export const WIDGET_TYPE_FILTERS: Record<TWidgetType, readonly TWidgetFilter[]> = {
  ToDos: ['is-personal', 'owner-id', 'excluded-owner-ids'],
  Meetings: [],
  Measurables: [],
  Rocks: ['owner-id', 'excluded-owner-ids'],
  Issues: ['owner-id', 'excluded-owner-ids'],
  Headlines: ['owner-id', 'excluded-owner-ids', 'headline-status'],
};

/** The dashboard grid: 12 columns; a widget is at least 3 wide and 2 high. */
export const DASHBOARD_COLUMNS = 12;
export const WIDGET_MIN_W = 3;
export const WIDGET_MIN_H = 2;
export const WIDGET_MAX_H = 24;
/** At most this many widgets on one dashboard (6 types x 4). */
export const DASHBOARD_WIDGETS_MAX = WIDGET_TYPES.length * WIDGET_LIMIT_PER_TYPE;
/** 001 §9: the layout is saved this long after the last change. */
export const DASHBOARD_SAVE_DEBOUNCE_MS = 1_000;

export const DASHBOARD_TEXTS = {
  typesAtMaximum: (labels: string[]) =>
    `You can have at most ${WIDGET_LIMIT_PER_TYPE} widgets of each type. At the maximum: ${labels.join(', ')}.`,
  overlap: 'Widgets may not overlap.',
  outside: `Widgets must fit in the ${DASHBOARD_COLUMNS} columns of the dashboard.`,
  duplicateId: 'Each widget needs its own id.',
  filterNotForType: 'This widget type does not take this filter.',
  noOptionEnabled: 'Choose at least one option.',
  ownerNotInOrg: 'Choose people of this organization.',
  personalHelp: 'Only your personal to-dos (no meeting).',
  mineHelp: 'Items you own.',
  othersHelp: 'Items owned by everyone else.',
} as const;
