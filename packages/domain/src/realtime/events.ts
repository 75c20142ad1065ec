/** Live-update event names the hub emits (spec 002 §7). */
export const LIVE_EVENTS = {
  added: 'Added',
  updated: 'Updated',
  deleted: 'Deleted',
  appConfigUpdated: 'AppConfigUpdated',
  newRelease: 'NewRelease',
} as const;

/** Entity kinds carried by live updates (spec 002 §7). */
export const LIVE_ENTITY_TYPES = [
  'customcontent', 'scorecard', 'measuredvalue', 'measurable', 'headline', 'issue', 'meetingThread', 'meeting',
  'org', 'person', 'rock', 'task', 'todo', 'team', 'traction', 'notification', 'vto', 'vtorevision',
  'permissions', 'ac', 'seat', 'invoice',
] as const;
export type TLiveEntityType = (typeof LIVE_ENTITY_TYPES)[number];

/** Payload of Added / Updated / Deleted. */
export type TEntityEvent = { entityId: string; type: TLiveEntityType; orgId: string; personId?: string };

/** Payload of NewRelease. */
export type TNewReleaseEvent = { version: string };

/** Client-to-server registration methods, each answered through an acknowledgement. */
export const LIVE_METHODS = {
  register: 'register',
  registerForNotifications: 'registerForNotifications',
  registerPublic: 'registerPublic',
} as const;

/** Acknowledgement of a registration. */
export type TRegisterAck = { succeeded: boolean; messages: { id: string; type: 'error'; text: string }[] };

/** Room names (ARCHITECTURE §6). */
export const rooms = {
  org: (id: string) => `org:${id}`,
  person: (id: string) => `person:${id}`,
  meeting: (id: string) => `meeting:${id}`,
  public: 'public',
} as const;

/** Reconnect policy and notices (spec 002 §4, §8, §9). */
export const LIVE_RECONNECT = { retries: 10, delayMs: 500, maxDelayMs: 5000, giveUpAfterMs: 90_000 } as const;
export const LIVE_TEXTS = {
  lost: 'Connection lost. Attempting to reconnect...',
  restored: 'Connection restored',
  newRelease: "We've released new features!",
} as const;
