import {
  LIVE_HUB_PATH,
  type TConnectedEvent,
  type TLiveClientEvents,
  type TLiveServerEvents,
  type TRegisterAck,
} from '@cairn/domain/realtime/events';
import { io, type Socket } from 'socket.io-client';

/** A typed hub client, as tests and benchmarks use it. */
export type TLiveClient = Socket<TLiveServerEvents, TLiveClientEvents>;

/** How a test client authenticates and where it says it comes from. */
export type TLiveClientOptions = { token?: string; cookie?: string; origin?: string };

/** Why a handshake failed: the message and the `data.id` the server gave. */
export class HandshakeRefused extends Error {
  readonly id: string | undefined;

  constructor(message: string, id: string | undefined) {
    super(message);
    this.id = id;
  }
}

/**
 * Connects a client to the hub at `baseUrl` (WebSocket only, no automatic reconnection) and
 * resolves once connected; rejects with HandshakeRefused when the server refuses the handshake.
 */
export function connectLiveClient(baseUrl: string, options: TLiveClientOptions = {}): Promise<TLiveClient> {
  const extraHeaders: Record<string, string> = {};
  if (options.cookie) extraHeaders.cookie = options.cookie;
  if (options.origin) extraHeaders.origin = options.origin;
  const socket: TLiveClient = io(baseUrl, {
    path: LIVE_HUB_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: options.token ? { token: options.token } : {},
    extraHeaders,
  });
  // The hub greets at once: listen before the connection resolves, or the greeting may pass by.
  greetings.set(socket, new Promise((resolve) => socket.once('Connected', resolve)));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error: Error & { data?: { id?: string } }) => {
      socket.close();
      reject(new HandshakeRefused(error.message, error.data?.id));
    });
  });
}

const greetings = new WeakMap<TLiveClient, Promise<TConnectedEvent>>();

/** The hub's `Connected` greeting to a client made by `connectLiveClient`. */
export function greetingOf(socket: TLiveClient): Promise<TConnectedEvent> {
  const greeting = greetings.get(socket);
  if (!greeting) throw new Error('not a client of connectLiveClient');
  return greeting;
}

/** Calls `register(orgId)` and resolves with the acknowledgement (fails after `timeoutMs`). */
export function registerClient(socket: TLiveClient, orgId: string, timeoutMs = 5000): Promise<TRegisterAck> {
  return socket.timeout(timeoutMs).emitWithAck('register', orgId);
}

/** Resolves with the next payload of a server event, or rejects after `timeoutMs`. */
export function nextEvent<E extends keyof TLiveServerEvents>(
  socket: TLiveClient,
  event: E,
  timeoutMs = 5000,
): Promise<Parameters<TLiveServerEvents[E]>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener as never);
      reject(new Error(`no ${String(event)} event within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (...args: Parameters<TLiveServerEvents[E]>) => {
      clearTimeout(timer);
      resolve(args);
    };
    socket.once(event, listener as never);
  });
}
