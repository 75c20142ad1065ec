// The live hub as the change pipeline sees it: plugins/live-updates/create-live-hub.ts implements it.
import type { TEntityEvent } from '@cairn/domain/realtime/events';
import type { TLiveEmit, TLiveReaders } from '@cairn/domain/realtime/live-event-map';

/** Whose cached contexts a change makes stale: users (their sessions) and organisations (their members). */
export type TSessionScope = { userIds?: readonly string[]; orgIds?: readonly string[] };

/**
 * What services use to announce changes. Call it only after the transaction has committed
 * (`runChange` in db/run-change.ts does). Implemented over Socket.IO (with the Redis adapter
 * when REDIS_URL is set).
 */
export type TLiveHub = {
  /** Sends one event to the rooms the event map (`domain/realtime/live-event-map.ts`) names. */
  send: (emit: TLiveEmit) => void;
  /** `send` for Added / Updated / Deleted; `readers` for a reader-scoped type (`TEntityEmit`). */
  entity: (event: 'Added' | 'Updated' | 'Deleted', payload: TEntityEvent, readers?: TLiveReaders) => void;
  /** Feature flags or other app configuration changed: every connected browser hears it. */
  appConfigUpdated: () => void;
  /** A new build is live: browsers offer a refresh. */
  newRelease: (version: string) => void;
  /**
   * What a cached session context holds has changed (sign-out, a role, an organisation's
   * settings): every node forgets the contexts of these users and organisations.
   */
  sessionsChanged: (scope: TSessionScope) => void;
  /** Forces sockets of a user (or of one session) to leave, e.g. after sign-out. */
  disconnectSession: (sessionId: string) => void;
  /** A person left an organisation: their sockets stop hearing its rooms at once (every node). */
  removePersonFromOrg: (personId: string, orgId: string) => Promise<void>;
  /**
   * Makes the `meeting:{id}` room hold exactly the sockets of the people who may see the
   * meeting now (after it was created or its invitees changed); on every node.
   */
  syncMeetingRoom: (orgId: string, meetingId: string) => Promise<void>;
  /** Makes a person's sockets hear exactly the meetings they may see now (after a role change). */
  syncPersonRooms: (orgId: string, personId: string) => Promise<void>;
  close: () => Promise<void>;
};
