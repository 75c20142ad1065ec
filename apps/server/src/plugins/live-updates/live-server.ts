import type { Server as HttpServer } from 'node:http';
import { LIVE_HUB_PATH, type TLiveClientEvents, type TLiveServerEvents } from '@cairn/domain/realtime/events';
import { Server, type Socket } from 'socket.io';
import type { TSessionScope } from '../../db/live-hub-port.ts';
import type { TLiveSession } from './find-session.ts';

/** What the handshake stores on a socket: its session and organisation. */
type TSocketData = { session: TLiveSession | null; orgId: string | null };

/** Cairn's typed Socket.IO server: client methods, server events, per-socket data. */
export type TLiveServer = Server<TLiveClientEvents, TLiveServerEvents, TLiveNodeEvents, TSocketData>;
/** What the nodes tell each other through the Redis adapter (`serverSideEmit`). */
type TLiveNodeEvents = { sessionsChanged: (scope: TSessionScope) => void };
/** One connected client of the hub. */
export type TLiveSocket = Socket<TLiveClientEvents, TLiveServerEvents, TLiveNodeEvents, TSocketData>;

/**
 * Attaches Socket.IO to the HTTP server at `/live-update-hub`, WebSocket transport only, so any load
 * balancer works without sticky sessions (ARCHITECTURE §10). The client library is served by the web build.
 */
export function createLiveServer(httpServer: HttpServer): TLiveServer {
  return new Server(httpServer, {
    path: LIVE_HUB_PATH,
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
  });
}
