/** The notification centre (000 §2.3, §2.4, §3, §4, §9; issue 15). */

/**
 * What a notification is about. Each kind can be turned off in-app or by email per person
 * (the account's Preferences tab); `invitation` is always shown, since it is how an existing
 * user learns they were invited.
 */
export const NOTIFICATION_KINDS = [
  'invitation',
  'upgradeRequest',
  'upgradeAnswer',
  'assigned',
  'headlineCascaded',
  'roleChanged',
  'ownershipTransferred',
  'exportReady',
  'scorecardReminder',
] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How each kind is named on the Preferences tab. */
export const NOTIFICATION_KIND_LABELS: Record<TNotificationKind, string> = {
  invitation: 'Invitations to join an organization',
  upgradeRequest: 'Upgrade requests from Free Observers',
  upgradeAnswer: 'Answers to my upgrade requests',
  assigned: 'Items someone else assigns to me',
  headlineCascaded: 'Headlines cascaded to me',
  roleChanged: 'Changes to my permission level',
  ownershipTransferred: 'Ownership transfers',
  exportReady: 'Organization exports ready to download',
  scorecardReminder: 'Weekly reminders of my missing scorecard numbers',
};

/** Where a notification can reach a person. */
export type TNotificationChannels = { inApp: boolean; email: boolean };

/**
 * What each kind does when a person has not chosen: always in the app; by email only for the
 * few that ask for an answer or change what the person may do, so a busy week's assignments
 * do not flood anyone's inbox.
 */
export const NOTIFICATION_DEFAULTS: Record<TNotificationKind, TNotificationChannels> = {
  invitation: { inApp: true, email: true },
  upgradeRequest: { inApp: true, email: true },
  upgradeAnswer: { inApp: true, email: true },
  assigned: { inApp: true, email: false },
  headlineCascaded: { inApp: true, email: false },
  roleChanged: { inApp: true, email: true },
  ownershipTransferred: { inApp: true, email: true },
  exportReady: { inApp: true, email: true },
  // Asked for by the Owner's flag (UserReminderSchedule); once a week at most, so by email too.
  scorecardReminder: { inApp: true, email: true },
};

/** Live events of the notification centre (002 §7), sent to the recipient's rooms. */
export const NOTIFICATION_EVENTS = {
  added: 'NewNotification',
  read: 'NotificationRead',
  unread: 'NotificationUnread',
  removed: 'NotificationRemoved',
  actioned: 'NotificationActioned',
} as const;
export type TNotificationEvent = (typeof NOTIFICATION_EVENTS)[keyof typeof NOTIFICATION_EVENTS];

/** Infinite paging of the panel (000 §9): load more 10 px from the bottom, 300 ms debounce. */
export const NOTIFICATION_PAGING = { thresholdPx: 10, debounceMs: 300, pageSize: 20 } as const;

/** The panel's age groups (000 §4): Today under a day, This Week up to 7 days, then Older. */
export const NOTIFICATION_GROUPS = ['Today', 'This Week', 'Older'] as const;
export type TNotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

export const NOTIFICATION_TEXTS = {
  title: 'Notifications',
  empty: 'You are all caught up.',
  emptyHint: 'Invitations, upgrade requests and items assigned to you show up here.',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  markUnread: 'Mark as unread',
  remove: 'Remove',
  approve: 'Approve',
  deny: 'Deny',
  actioned: 'Answered',
  notFound: 'This notification could not be found.',
  allRead: (count: number) =>
    count === 1 ? '1 notification marked as read.' : `${count} notifications marked as read.`,
} as const;
