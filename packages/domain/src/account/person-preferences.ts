/**
 * The themes a person chooses from (002 §3 Theme: default orange, dark, light; the colours of
 * 002 §9), by the index `PUT user/theme/{orgId}/{n}` takes. Default follows the organisation's
 * own colour; the others replace it for this person.
 */
export const USER_THEMES = [
  { id: 0, label: 'Default', color: null },
  { id: 1, label: 'Dark', color: '#444444' },
  { id: 2, label: 'Light', color: '#dddddd' },
] as const;
export type TUserTheme = (typeof USER_THEMES)[number]['id'];

/**
 * The page Cairn opens for a person after they sign in (`PUT user/dashboard/{orgId}/{n}`; the spec
 * names the call only, docs/api-people.md says why this): 1 their dashboard of widgets (the
 * default, the new home page of 000 §2.1), 0 the meeting list, for those who go straight to their
 * Level 10. A link to `/` still opens the dashboard.
 */
export const HOME_PAGES = [
  { id: 0, label: 'Meetings', path: '/meetings' },
  { id: 1, label: 'Dashboard', path: '/' },
] as const;
export type THomePage = (typeof HOME_PAGES)[number]['id'];

/** A person's two choices in one organisation (the calls' answer, `GET session`'s user). */
export type TPersonPreferences = { theme: number; dashboard: number };

export const DEFAULT_PERSON_PREFERENCES = { theme: 0, dashboard: 1 } as const satisfies {
  theme: TUserTheme;
  dashboard: THomePage;
};

export const PERSON_PREFERENCE_TEXTS = {
  theme: `Choose a theme from 0 to ${USER_THEMES.length - 1}.`,
  dashboard: `Choose a home page from 0 to ${HOME_PAGES.length - 1}.`,
} as const;
