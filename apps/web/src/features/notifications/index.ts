// The notifications feature's front door: what other features and the app may use.
export { NotificationBell } from './components/notification-bell.tsx';
export { NotificationPreferences } from './components/notification-preferences.tsx';
