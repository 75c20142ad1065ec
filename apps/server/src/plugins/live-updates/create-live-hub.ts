import { LIVE_EVENTS, rooms, type TEntityEvent } from '@cairn/domain/realtime/events';
import type { TLiveHub } from './live-hub.ts';
import type { TLiveServer } from './live-server.ts';

/**
 * TLiveHub over a Socket.IO server. With the Redis adapter each call reaches the sockets of every
 * node. Entity events go to the organisation's room (and the person's, when named); app
 * configuration and releases go to every socket, signed in or not.
 */
export function createLiveHub(io: TLiveServer, close: () => Promise<void>): TLiveHub {
  return {
    entity: (event: 'Added' | 'Updated' | 'Deleted', payload: TEntityEvent) => {
      const targets = payload.personId
        ? [rooms.org(payload.orgId), rooms.person(payload.personId)]
        : rooms.org(payload.orgId);
      io.to(targets).emit(event, payload);
    },
    appConfigUpdated: () => {
      io.emit(LIVE_EVENTS.appConfigUpdated);
    },
    newRelease: (version: string) => {
      io.emit(LIVE_EVENTS.newRelease, { version });
    },
    disconnectSession: (sessionId: string) => {
      io.in(rooms.session(sessionId)).disconnectSockets(true);
    },
    removePersonFromOrg: (personId: string, orgId: string) => {
      io.in(rooms.person(personId)).socketsLeave(rooms.org(orgId));
    },
    close,
  };
}
