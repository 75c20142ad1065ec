// The notifications module's front door: what other modules and the app may use.

export type { TNotifier } from './notifier.ts';
export { createNotifier } from './notifier.ts';
export { registerNotifications } from './register-notifications.ts';
