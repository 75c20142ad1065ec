import { LIVE_EVENTS, rooms } from '@cairn/domain/realtime/events';
import { EVERYONE, roomsOf, type TLiveEmit } from '@cairn/domain/realtime/live-event-map';
import type { TDb } from '../../db/client.ts';
import type { TLiveHub } from '../../db/live-hub-port.ts';
import type { TSessionCache } from '../../modules/auth/index.ts';
import { meetingIdsOfOrg, meetingViewerIds, visibleMeetingIds } from '../../policies/meeting-scope.ts';
import { findPersonActor } from './find-session.ts';
import type { TLiveServer } from './live-server.ts';

/**
 * TLiveHub over a Socket.IO server. With the Redis adapter each call reaches the sockets of every
 * node. Every event goes where the event map says (`roomsOf`); the meeting rooms are kept equal
 * to the meeting policy (who sees which meeting) by the two sync calls.
 */
export function createLiveHub(
  io: TLiveServer,
  db: TDb,
  sessions: { cache: TSessionCache; isClustered: boolean },
  close: () => Promise<void>,
): TLiveHub {
  io.on('sessionsChanged', (scope) => sessions.cache.invalidate(scope));
  const send = (emit: TLiveEmit) => {
    const target = roomsOf(emit);
    const to = target === EVERYONE ? io : target.length ? io.to([...target]) : null;
    // Socket.IO's typed emit cannot follow the union of event and payload; the map types both.
    (to?.emit as ((event: string, ...args: unknown[]) => boolean) | undefined)?.call(
      to,
      emit.event,
      ...(emit.payload === undefined ? [] : [emit.payload]),
    );
  };

  return {
    send,
    entity: (event, payload, readers) => send({ event, payload, readers }),
    appConfigUpdated: () => send({ event: LIVE_EVENTS.appConfigUpdated, payload: undefined }),
    newRelease: (version) => send({ event: LIVE_EVENTS.newRelease, payload: { version } }),
    sessionsChanged: (scope) => {
      sessions.cache.invalidate(scope);
      // The in-memory adapter of a single node has no other node to tell (and warns when asked).
      if (sessions.isClustered) io.serverSideEmit('sessionsChanged', scope);
    },
    disconnectSession: (sessionId) => {
      io.in(rooms.session(sessionId)).disconnectSockets(true);
    },
    async removePersonFromOrg(personId, orgId) {
      const meetingRooms = (await meetingIdsOfOrg(db, orgId)).map(rooms.meeting);
      io.in(rooms.person(personId)).socketsLeave([rooms.org(orgId), ...meetingRooms]);
    },
    async syncMeetingRoom(orgId, meetingId) {
      const viewers = (await meetingViewerIds(db, orgId, meetingId)).map(rooms.person);
      const room = rooms.meeting(meetingId);
      if (viewers.length) io.in(viewers).socketsJoin(room);
      io.in(room).except(viewers).socketsLeave(room);
    },
    async syncPersonRooms(orgId, personId) {
      const actor = await findPersonActor(db, orgId, personId);
      const all = await meetingIdsOfOrg(db, orgId);
      const visible = actor ? new Set(await visibleMeetingIds(db, actor)) : new Set<string>();
      const personRoom = io.in(rooms.person(personId));
      const joined = all.filter((id) => visible.has(id)).map(rooms.meeting);
      const left = all.filter((id) => !visible.has(id)).map(rooms.meeting);
      if (joined.length) personRoom.socketsJoin(joined);
      if (left.length) personRoom.socketsLeave(left);
    },
    close,
  };
}
