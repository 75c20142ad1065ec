// The account feature's front door: what other features and the app may use.
export { accessTokensKey, useAccessTokens } from './api/access-tokens.ts';
export { useSsoProvider } from './api/sso.ts';
export { AuthCard } from './components/auth-card.tsx';
export { PreferencesTab } from './components/preferences-tab.tsx';
