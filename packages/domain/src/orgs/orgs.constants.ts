/** Limits and texts of organisations and people. */
export const ORG_NAME_MAX_LENGTH = 100;

/** Theme colours an organisation can pick; the first is the spec's default orange (002 §9). */
export const THEME_COLORS = [
  { value: '#ff7900', label: 'Orange' },
  { value: '#1c7ed6', label: 'Blue' },
  { value: '#0ca678', label: 'Teal' },
  { value: '#7048e8', label: 'Purple' },
  { value: '#37b24d', label: 'Green' },
  { value: '#e8590c', label: 'Dark Orange' },
  { value: '#444444', label: 'Gray' },
] as const;
export const DEFAULT_THEME_COLOR = THEME_COLORS[0].value;

export const ORG_TEXTS = {
  required: 'Required',
  chooseTimeZone: 'Choose a time zone from the list.',
  chooseWeekStart: 'Choose Monday or Sunday.',
  created: (name: string) => `Created: ${name}`,
  updated: (name: string) => `Updated: ${name}`,
  memberAdded: (name: string) => `${name} was added.`,
  alreadyMember: 'This person is already part of the organization.',
  cannotChangeOwner: 'The owner keeps their role; transfer ownership first.',
  cannotRemoveSelf: 'You cannot remove yourself from the organization.',
  cannotRemoveOwner: 'The owner cannot be removed; transfer ownership first.',
} as const;
