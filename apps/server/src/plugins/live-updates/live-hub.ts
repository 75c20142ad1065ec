import type { TEntityEvent } from '@cairn/domain/realtime/events';

/**
 * What services use to announce changes. Call it only after the transaction has committed.
 * Implemented over Socket.IO (with the Redis adapter when REDIS_URL is set).
 */
export type TLiveHub = {
  /** Added / Updated / Deleted to the organisation's room (and the person's, when given). */
  entity: (event: 'Added' | 'Updated' | 'Deleted', payload: TEntityEvent) => void;
  /** Feature flags or other app configuration changed: every connected browser hears it. */
  appConfigUpdated: () => void;
  /** A new build is live: browsers offer a refresh. */
  newRelease: (version: string) => void;
  /** Forces sockets of a user (or of one session) to leave, e.g. after sign-out. */
  disconnectSession: (sessionId: string) => void;
  /** A person left an organisation: their sockets stop hearing its room at once (every node). */
  removePersonFromOrg: (personId: string, orgId: string) => void;
  close: () => Promise<void>;
};
