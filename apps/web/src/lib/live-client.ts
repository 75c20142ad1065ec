import { LIVE_MEETING_EVENTS } from '@cairn/domain/live-meeting/live-meeting.constants';
import type { TLiveMeetingEventPayload } from '@cairn/domain/live-meeting/live-meeting-events';
import { MessageCode } from '@cairn/domain/message-codes';
import { NOTIFICATION_EVENTS } from '@cairn/domain/notifications/notifications.constants';
import {
  LIVE_EVENTS,
  LIVE_HUB_PATH,
  LIVE_METHODS,
  LIVE_RECONNECT,
  LIVE_TEXTS,
  type TEntityEvent,
  type TLiveClientEvents,
  type TLiveServerEvents,
  type TRegisterAck,
} from '@cairn/domain/realtime/events';
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import { featureFlagsQueryKey } from './feature-flags.ts';
import { instanceQueryKey } from './instance.ts';
import { invalidateForEntityEvent } from './live/live-invalidation.ts';
import { dispatchMeetingEvent, setMeetingRegistrar, watchedMeetings } from './live/meeting-rooms.ts';
import { openNewReleaseModal } from './live/new-release-modal.ts';
import { markAdded } from './live/recently-added.ts';
import { createReconnector, type TReconnectPolicy } from './live/reconnector.ts';
import { logger } from './logger.ts';
import { sessionQueryKey } from './session/session-query.ts';
import { noteOrgDeleted } from './session/use-membership-watch.ts';

/** Id of the connection notice, so 'Connection restored' replaces 'Connection lost...'. */
export const LIVE_NOTICE_ID = 'cairn-live-connection';
/** Every notification query starts with its live type (see live/live-invalidation.ts). */
const NOTIFICATION_QUERY_KEY = ['notification'] as const;
/** How long one registration waits for its acknowledgement. */
const ACK_TIMEOUT_MS = 5000;

export type TLiveClient = {
  /**
   * Connects (once) and registers publicly and for the organisation (null: public events only,
   * e.g. on the sign-in page, where flag changes and releases must still arrive).
   */
  start: (orgId: string | null) => void;
  /** Registers for another organisation after an organisation switch. */
  setOrg: (orgId: string | null) => void;
  /** Disconnects for good (sign-out, unmount). */
  stop: () => void;
};

export type TLiveClientOptions = {
  queryClient: QueryClient;
  /** Overrides the reconnect timing (tests). */
  policy?: TReconnectPolicy;
  /** Overrides the pause between registration retries (tests). */
  registerRetryDelayMs?: number;
};

/**
 * The live-update client: one Socket.IO connection over websocket that registers for public
 * events and the current organisation, turns `Added` / `Updated` / `Deleted` into TanStack Query
 * invalidation (see `live/live-invalidation.ts` for the key convention), refetches the flags on
 * `AppConfigUpdated`, offers a refresh on `NewRelease`, and follows the spec's reconnect policy
 * with its notices; after a reconnect every query is invalidated, since delivery is at most once.
 */
export function createLiveClient(options: TLiveClientOptions): TLiveClient {
  const { queryClient } = options;
  const retryDelayMs = options.registerRetryDelayMs ?? LIVE_RECONNECT.delayMs;
  let socket: Socket<TLiveServerEvents, TLiveClientEvents> | null = null;
  let orgId: string | null = null;
  let hasConnectedBefore = false;
  let isLost = false;
  let isStopped = false;

  const reconnector = createReconnector({
    policy: options.policy,
    attempt: () => socket?.connect(),
    onGiveUp: () => logger.error('live-update hub: reconnect attempts exhausted; restarting later'),
  });

  /** The rooms a client joins: the public one, the user's notifications, an organisation's, a live meeting's. */
  type TRoom =
    | { method: 'registerPublic' | 'registerForNotifications' }
    | { method: 'register' | 'registerMeeting'; id: string };

  /** Sends one registration and waits for its acknowledgement (throws on timeout). */
  const emitRegistration = (current: NonNullable<typeof socket>, room: TRoom): Promise<TRegisterAck> => {
    const timed = current.timeout(ACK_TIMEOUT_MS);
    if (!('id' in room)) {
      return room.method === 'registerPublic'
        ? timed.emitWithAck(LIVE_METHODS.registerPublic)
        : timed.emitWithAck(LIVE_METHODS.registerForNotifications);
    }
    return room.method === 'register'
      ? timed.emitWithAck(LIVE_METHODS.register, room.id)
      : timed.emitWithAck(LIVE_METHODS.registerMeeting, room.id);
  };

  /** Joins a room (10 tries, 500 ms apart, then logs); a refusal is not retried. */
  const joinRoom = async (room: TRoom): Promise<void> => {
    const { method } = room;
    for (let attempt = 1; attempt <= LIVE_RECONNECT.retries; attempt += 1) {
      const current = socket;
      if (!current || isStopped) return;
      try {
        const ack = await emitRegistration(current, room);
        if (ack?.succeeded) {
          logger.trace(`live-update hub: ${method} ok`, 'id' in room ? room.id : '');
          return;
        }
        logger.warn(`live-update hub refused ${method}`, ack?.messages);
        // Refused for want of a session: it ended elsewhere, so let the guards see that.
        if (ack?.messages?.some((message) => message.id === MessageCode.Unauthenticated)) {
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        }
        return;
      } catch (error) {
        logger.trace(`live-update hub: ${method} attempt ${attempt} failed`, error);
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      }
    }
    logger.error(
      `live-update hub: ${method} failed after ${LIVE_RECONNECT.retries} attempts; the hub is not connected`,
    );
  };

  const register = (targetOrgId: string | null) =>
    joinRoom(targetOrgId ? { method: 'register', id: targetOrgId } : { method: 'registerPublic' });

  const registerAll = () => {
    void register(null);
    if (orgId) {
      void register(orgId);
      // The bell follows the user across organisations: their user room carries every notification.
      void joinRoom({ method: 'registerForNotifications' });
    }
    for (const id of watchedMeetings()) void joinRoom({ method: 'registerMeeting', id });
  };

  const handleConnect = () => {
    reconnector.succeeded();
    logger.trace('live-update hub connected');
    registerAll();
    if (hasConnectedBefore) void queryClient.invalidateQueries();
    if (isLost) {
      isLost = false;
      notifications.update({
        id: LIVE_NOTICE_ID,
        color: 'teal',
        message: LIVE_TEXTS.restored,
        autoClose: 2000,
      });
    }
    hasConnectedBefore = true;
  };

  const handleDisconnect = (reason: string) => {
    logger.trace('live-update hub disconnected', reason);
    if (isStopped || reason === 'io client disconnect') return;
    if (!isLost) {
      isLost = true;
      notifications.show({ id: LIVE_NOTICE_ID, color: 'orange', message: LIVE_TEXTS.lost, autoClose: false });
    }
    reconnector.start();
  };

  const handleConnectError = (error: Error) => {
    if (isStopped) return;
    logger.trace('live-update hub could not connect', error.message);
    // A refusal by the server (not a transport failure) can mean the session ended elsewhere.
    if (socket && !socket.active) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    if (!hasConnectedBefore)
      logger.error('live-update hub: start-up failed; the connection is down', error.message);
    reconnector.start();
    reconnector.failed();
  };

  const isOfThisOrg = (event: TEntityEvent) => !(event.orgId && orgId && event.orgId !== orgId);
  const handleEntity = (event: TEntityEvent) => {
    if (!isOfThisOrg(event)) return;
    logger.trace('live-update event', event);
    void invalidateForEntityEvent(queryClient, event);
  };

  const connect = () => {
    const created: Socket<TLiveServerEvents, TLiveClientEvents> = io({
      path: LIVE_HUB_PATH,
      transports: ['websocket'],
      withCredentials: true,
      reconnection: false,
      autoConnect: false,
    });
    created.on('connect', handleConnect);
    created.on('disconnect', handleDisconnect);
    created.on('connect_error', handleConnectError);
    created.on(LIVE_EVENTS.added, (event) => {
      if (isOfThisOrg(event)) markAdded(event.type, event.entityId);
      handleEntity(event);
    });
    created.on(LIVE_EVENTS.updated, handleEntity);
    created.on(LIVE_EVENTS.deleted, (event) => {
      if (event.type === 'org') noteOrgDeleted(event.entityId);
      handleEntity(event);
    });
    created.on(LIVE_EVENTS.appConfigUpdated, () => {
      void queryClient.invalidateQueries({ queryKey: featureFlagsQueryKey });
      void queryClient.invalidateQueries({ queryKey: instanceQueryKey });
    });
    created.on(LIVE_EVENTS.newRelease, (event) => openNewReleaseModal(event?.version));
    for (const name of Object.values(NOTIFICATION_EVENTS)) {
      created.on(name, () => void queryClient.invalidateQueries({ queryKey: NOTIFICATION_QUERY_KEY }));
    }
    for (const name of LIVE_MEETING_EVENTS) {
      created.on(name, (payload: TLiveMeetingEventPayload) => dispatchMeetingEvent(name, payload));
    }
    setMeetingRegistrar((id) => {
      if (socket?.connected) void joinRoom({ method: 'registerMeeting', id });
    });
    socket = created;
    reconnector.start();
  };

  return {
    start: (nextOrgId) => {
      orgId = nextOrgId;
      isStopped = false;
      if (!socket) connect();
    },
    setOrg: (nextOrgId) => {
      if (nextOrgId === orgId) return;
      orgId = nextOrgId;
      if (socket?.connected && orgId) void register(orgId);
    },
    stop: () => {
      isStopped = true;
      reconnector.stop();
      setMeetingRegistrar(null);
      socket?.removeAllListeners();
      socket?.disconnect();
      socket = null;
      if (isLost) notifications.hide(LIVE_NOTICE_ID);
      isLost = false;
      hasConnectedBefore = false;
    },
  };
}
