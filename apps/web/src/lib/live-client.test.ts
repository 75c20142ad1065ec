import { LIVE_TEXTS } from '@cairn/domain/realtime/events';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { io } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { featureFlagsQueryKey } from './feature-flags.ts';
import { createLiveClient, LIVE_NOTICE_ID } from './live-client.ts';
import { sessionQueryKey } from './session/session-query.ts';

const fake = vi.hoisted(() => {
  type THandler = (...args: unknown[]) => void;
  class FakeSocket {
    handlers = new Map<string, THandler[]>();
    registrations: { method: string; args: unknown[] }[] = [];
    connected = false;
    active = true;
    connect = vi.fn(() => this);
    disconnect = vi.fn(() => this);
    on(event: string, handler: THandler) {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
      return this;
    }
    removeAllListeners() {
      this.handlers.clear();
      return this;
    }
    timeout() {
      return {
        emitWithAck: async (method: string, ...args: unknown[]) => {
          this.registrations.push({ method, args });
          return { succeeded: true, messages: [] };
        },
      };
    }
    /** What the server (or the transport) does: fires the client's handlers. */
    fire(event: string, ...args: unknown[]) {
      if (event === 'connect') this.connected = true;
      if (event === 'disconnect') this.connected = false;
      for (const handler of this.handlers.get(event) ?? []) handler(...args);
    }
  }
  return { FakeSocket, sockets: [] as InstanceType<typeof FakeSocket>[] };
});

vi.mock('socket.io-client', () => ({
  io: vi.fn(() => {
    const socket = new fake.FakeSocket();
    fake.sockets.push(socket);
    return socket;
  }),
}));

const ORG = 'org-1';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function seededClient() {
  const queryClient = new QueryClient();
  for (const key of [
    ['person', 'list'],
    ['person', 'p1'],
    ['rock', 'search', {}],
    ['meeting', 'list'],
    ['measurable', 'grid', 's1'],
    sessionQueryKey,
    featureFlagsQueryKey,
  ]) {
    queryClient.setQueryData(key, { seeded: true });
  }
  return queryClient;
}
const isInvalidated = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated === true;

function startConnected(queryClient: QueryClient) {
  const live = createLiveClient({ queryClient, registerRetryDelayMs: 1 });
  live.start(ORG);
  const socket = fake.sockets.at(-1)!;
  socket.fire('connect');
  return { live, socket };
}

beforeEach(() => {
  fake.sockets.length = 0;
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('live-update client', () => {
  it('connects over websocket to /live-update-hub with credentials and registers publicly and for the org', async () => {
    const { live, socket } = startConnected(seededClient());
    expect(io).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/live-update-hub', transports: ['websocket'], withCredentials: true }),
    );
    expect(socket.connect).toHaveBeenCalled();
    await flush();
    expect(socket.registrations).toEqual([
      { method: 'registerPublic', args: [] },
      { method: 'register', args: [ORG] },
      { method: 'registerForNotifications', args: [] },
    ]);
    live.setOrg('org-2');
    await flush();
    expect(socket.registrations.at(-1)).toEqual({ method: 'register', args: ['org-2'] });
    live.stop();
  });

  it('refreshes the notification queries on every notification event', async () => {
    const queryClient = seededClient();
    queryClient.setQueryData(['notification', 'badge'], 2);
    const { live, socket } = startConnected(queryClient);
    for (const event of [
      'NewNotification',
      'NotificationRead',
      'NotificationUnread',
      'NotificationRemoved',
      'NotificationActioned',
    ]) {
      queryClient.setQueryData(['notification', 'badge'], 2);
      socket.fire(event, { userId: 'u1', notificationId: 'n1' });
      await flush();
      expect(isInvalidated(queryClient, ['notification', 'badge'])).toBe(true);
    }
    live.stop();
  });

  it('invalidates the queries whose key starts with the event type (and the session for people)', async () => {
    const queryClient = seededClient();
    const { live, socket } = startConnected(queryClient);
    socket.fire('Updated', { entityId: 'p1', type: 'person', orgId: ORG });
    await flush();
    expect(isInvalidated(queryClient, ['person', 'list'])).toBe(true);
    expect(isInvalidated(queryClient, ['person', 'p1'])).toBe(true);
    expect(isInvalidated(queryClient, sessionQueryKey)).toBe(true);
    expect(isInvalidated(queryClient, ['rock', 'search', {}])).toBe(false);

    socket.fire('Added', { entityId: 'r1', type: 'rock', orgId: ORG });
    await flush();
    expect(isInvalidated(queryClient, ['rock', 'search', {}])).toBe(true);
    expect(isInvalidated(queryClient, ['meeting', 'list'])).toBe(false);

    socket.fire('Deleted', { entityId: 't1', type: 'meetingThread', orgId: ORG });
    await flush();
    expect(isInvalidated(queryClient, ['meeting', 'list'])).toBe(true);

    // A measured value lives in its measurable and the grid (both keyed 'measurable').
    expect(isInvalidated(queryClient, ['measurable', 'grid', 's1'])).toBe(false);
    socket.fire('Updated', { entityId: 'm1', type: 'measuredvalue', orgId: ORG });
    await flush();
    expect(isInvalidated(queryClient, ['measurable', 'grid', 's1'])).toBe(true);
    // A reordered scorecard (type 'scorecard') refreshes its grid.
    await queryClient.resetQueries({ queryKey: ['measurable'] });
    queryClient.setQueryData(['measurable', 'grid', 's1'], { seeded: true });
    socket.fire('Updated', { entityId: 's1', type: 'scorecard', orgId: ORG });
    await flush();
    expect(isInvalidated(queryClient, ['measurable', 'grid', 's1'])).toBe(true);
    live.stop();
  });

  it('ignores entity events of another organisation', async () => {
    const queryClient = seededClient();
    const { live, socket } = startConnected(queryClient);
    socket.fire('Deleted', { entityId: 'r1', type: 'rock', orgId: 'someone-else' });
    await flush();
    expect(isInvalidated(queryClient, ['rock', 'search', {}])).toBe(false);
    live.stop();
  });

  it('refetches the feature flags on AppConfigUpdated and offers a refresh on NewRelease', async () => {
    const queryClient = seededClient();
    const openConfirmModal = vi.spyOn(modals, 'openConfirmModal').mockReturnValue('id');
    const { live, socket } = startConnected(queryClient);
    socket.fire('AppConfigUpdated');
    await flush();
    expect(isInvalidated(queryClient, featureFlagsQueryKey)).toBe(true);
    socket.fire('NewRelease', { version: '9.9.9' });
    expect(openConfirmModal).toHaveBeenCalledWith(expect.objectContaining({ title: LIVE_TEXTS.newRelease }));
    live.stop();
  });

  it('says the connection is lost, reconnects at once, says it is restored and refetches everything', async () => {
    const queryClient = seededClient();
    const show = vi.spyOn(notifications, 'show');
    const update = vi.spyOn(notifications, 'update');
    const { live, socket } = startConnected(queryClient);
    await flush();
    socket.connect.mockClear();

    socket.fire('disconnect', 'transport close');
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ id: LIVE_NOTICE_ID, message: LIVE_TEXTS.lost, autoClose: false }),
    );
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(isInvalidated(queryClient, ['rock', 'search', {}])).toBe(false);

    socket.registrations.length = 0;
    socket.fire('connect');
    await flush();
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ id: LIVE_NOTICE_ID, message: LIVE_TEXTS.restored }),
    );
    expect(isInvalidated(queryClient, ['rock', 'search', {}])).toBe(true);
    expect(isInvalidated(queryClient, ['person', 'p1'])).toBe(true);
    expect(socket.registrations.map((registration) => registration.method)).toEqual([
      'registerPublic',
      'register',
      'registerForNotifications',
    ]);
    live.stop();
  });

  it('does not reconnect or warn after stop()', () => {
    const show = vi.spyOn(notifications, 'show');
    const { live, socket } = startConnected(seededClient());
    live.stop();
    expect(socket.disconnect).toHaveBeenCalled();
    socket.connect.mockClear();
    socket.fire('disconnect', 'io client disconnect');
    expect(socket.connect).not.toHaveBeenCalled();
    expect(show).not.toHaveBeenCalledWith(expect.objectContaining({ message: LIVE_TEXTS.lost }));
  });
});
