/** Limits and texts of organisations and people. */
export const ORG_NAME_MAX_LENGTH = 100;
/** A website address is at most this long (the longest a browser bar shows usefully). */
export const ORG_WEBSITE_MAX_LENGTH = 200;

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
  /** 002 §4: the notice a person sees when an Owner or Admin changes their role. */
  permissionChanged: 'Your permission level has changed',
  permissionNow: (role: string) => `You are now ${role}. Cairn shows what this role may do.`,
  /** 002 §8: an item that is not in the current organisation. */
  wrongOrg: (org: string) => `You cannot access this item while in the ${org} organization`,
  /** 002 §8: the organisation was deleted while the user worked in it. */
  orgDeleted: (name: string) =>
    `Organization ${name} deleted. You cannot access this Organization. Please, contact your internal team.`,
  /** The user was removed from the organisation they were working in (002 §4 organisation denied). */
  orgAccessLost: (name: string) =>
    `You cannot access ${name} with this login any more. Please, contact your internal team.`,
  chooseTimeZone: 'Choose a time zone from the list.',
  chooseWeekStart: 'Choose Monday or Sunday.',
  created: (name: string) => `Created: ${name}`,
  updated: (name: string) => `Updated: ${name}`,
  memberAdded: (name: string) => `${name} was added.`,
  alreadyMember: 'This person is already part of the organization.',
  /** `PUT org/add-member` with a `username` that is not its `email` (people sign in by email). */
  usernameIsEmail: 'The username is the email address people sign in with: it must match the email.',
  cannotChangeOwner: 'The owner keeps their role; transfer ownership first.',
  cannotRemoveSelf: 'You cannot remove yourself from the organization.',
  cannotRemoveOwner: 'The owner cannot be removed; transfer ownership first.',
} as const;
