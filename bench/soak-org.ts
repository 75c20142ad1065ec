import { ACCOUNT_ACTIONS, DASHBOARD_ACTIONS, NOTIFICATION_ACTIONS } from './soak-account.ts';
import { MEETING_ACTIONS } from './soak-meetings.ts';
import { OWNER_ACTIONS } from './soak-owner.ts';
import type { TAction } from './soak-person.ts';

/** Meetings, dashboards, notifications, the account and the session, and the Owner's desk. */
export const ORG_ACTIONS: TAction[] = [
  ...MEETING_ACTIONS,
  ...DASHBOARD_ACTIONS,
  ...NOTIFICATION_ACTIONS,
  ...ACCOUNT_ACTIONS,
  ...OWNER_ACTIONS,
];
