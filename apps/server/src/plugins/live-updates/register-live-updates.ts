import { LIVE_EVENTS, rooms } from '@cairn/domain/realtime/events';
import type { FastifyInstance } from 'fastify';
import { createLiveHub } from './create-live-hub.ts';
import { createHandshakeMiddleware } from './handshake.ts';
import { createLiveServer } from './live-server.ts';
import type { TRedisAdapter } from './redis-adapter.ts';
import { handleRegistrations } from './socket-handlers.ts';

/**
 * The live-update hub (ARCHITECTURE §6, spec 002 §7): Socket.IO on the app's HTTP server,
 * sessions checked at the handshake, `app.live` for services. With REDIS_URL the Redis adapter
 * relays events between nodes. Sockets are closed before the HTTP server stops, so that
 * clients see a transport close and reconnect (to another node, if there is one).
 */
export async function registerLiveUpdates(app: FastifyInstance) {
  const io = createLiveServer(app.server);
  let redis: TRedisAdapter | null = null;
  if (app.config.redisUrl) {
    // The Redis adapter (and ioredis) is imported only when nodes share a Redis.
    const { connectRedisAdapter } = await import('./redis-adapter.ts');
    redis = await connectRedisAdapter(app.config.redisUrl, app.log);
    io.adapter(redis.adapter);
  }

  io.use(createHandshakeMiddleware(app));
  io.on('connection', (socket) => {
    const session = socket.data.session;
    if (session) void socket.join(rooms.session(session.id));
    handleRegistrations(app, socket);
    socket.emit(LIVE_EVENTS.connected, {
      serverTime: new Date().toISOString(),
      isSignedIn: Boolean(session),
    });
  });

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      io.engine.close();
      await io.of('/').adapter.close();
      await redis?.close();
    })();
    return closing;
  };

  app.decorate(
    'live',
    createLiveHub(io, app.db, { cache: app.sessionCache, isClustered: redis !== null }, close),
  );
  app.addHook('preClose', async () => {
    io.engine.close();
  });
  app.addHook('onClose', async () => close());
}
