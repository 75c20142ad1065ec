import type { BrowserContext, Page, WebSocket, WebSocketRoute } from '@playwright/test';

type TRegistration = { method: 'register' | 'registerPublic' | 'registerMeeting'; orgId?: string };

/** How long a registration may take before the journey fails with a clear message. */
const REGISTRATION_TIMEOUT_MS = 30_000;

/** Rejects with a message naming the registration when it was not acknowledged in time. */
function withinTimeout(registration: TRegistration, waiting: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(`live-update ${registration.method} ${registration.orgId ?? ''} was not acknowledged`),
        ),
      REGISTRATION_TIMEOUT_MS,
    );
  });
  const settled = Promise.race([waiting, timeout]).finally(() => clearTimeout(timer));
  // A journey that failed before awaiting this must not leave an unhandled rejection behind.
  settled.catch(() => undefined);
  return settled;
}

/**
 * Resolves once the page's live-update socket has had a registration acknowledged with
 * `{ succeeded: true }` (Socket.IO frames: `42{id}["register","{orgId}"]` out, `43{id}[{...}]` back).
 * Call it before the page navigates, so that the socket opened by the navigation is watched.
 * Events sent before a registration is acknowledged never reach the page, so a journey that
 * expects a live change waits for this first.
 */
export function liveRegistered(page: Page, registration: TRegistration): Promise<void> {
  const waiting = new Promise<void>((resolve) => {
    const watch = (ws: WebSocket) => {
      if (!ws.url().includes('/live-update-hub')) return;
      const ackIds = new Set<string>();
      ws.on('framesent', ({ payload }) => {
        const sent = String(payload).match(/^42(\d+)\["(\w+)"(?:,"([^"]*)")?\]$/);
        if (!sent || sent[2] !== registration.method) return;
        if (registration.orgId && sent[3] !== registration.orgId) return;
        ackIds.add(sent[1] ?? '');
      });
      ws.on('framereceived', ({ payload }) => {
        const ack = String(payload).match(/^43(\d+)\[(.*)\]$/s);
        if (ack && ackIds.has(ack[1] ?? '') && ack[2]?.includes('"succeeded":true')) {
          page.off('websocket', watch);
          resolve();
        }
      });
    };
    page.on('websocket', watch);
  });
  return withinTimeout(registration, waiting);
}

/** A live-update socket routed through Playwright, which a journey can drop as a network loss would. */
export type TLiveSocketControl = {
  /** Resolves once a registration through the route was acknowledged with `{ succeeded: true }`. */
  registered: (registration: TRegistration) => Promise<void>;
  /** Closes the connections that are open now (new ones go through as the network allows). */
  dropOpen: () => Promise<void>;
};

/**
 * Routes the context's live-update sockets through Playwright (`routeWebSocket`), forwarding every
 * frame to the real hub. Chromium's offline emulation (`context.setOffline(true)`) refuses new
 * connections but leaves an open WebSocket alone, so a journey about network loss goes offline
 * and then drops the open socket with `dropOpen()`.
 */
export async function routeLiveSocket(context: BrowserContext): Promise<TLiveSocketControl> {
  const open = new Set<WebSocketRoute>();
  const waiters: { registration: TRegistration; ackIds: Set<string>; resolve: () => void }[] = [];

  await context.routeWebSocket(/\/live-update-hub/, (page) => {
    const server = page.connectToServer();
    open.add(page);
    page.onClose(() => open.delete(page));
    page.onMessage((message) => {
      server.send(message);
      const sent = String(message).match(/^42(\d+)\["(\w+)"(?:,"([^"]*)")?\]$/);
      if (!sent) return;
      for (const waiter of waiters) {
        if (sent[2] !== waiter.registration.method) continue;
        if (waiter.registration.orgId && sent[3] !== waiter.registration.orgId) continue;
        waiter.ackIds.add(sent[1] ?? '');
      }
    });
    server.onMessage((message) => {
      page.send(message);
      const ack = String(message).match(/^43(\d+)\[(.*)\]$/s);
      if (!ack?.[2]?.includes('"succeeded":true')) return;
      for (const waiter of waiters.filter((w) => w.ackIds.has(ack[1] ?? ''))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    });
  });

  return {
    registered: (registration) =>
      withinTimeout(
        registration,
        new Promise<void>((resolve) => waiters.push({ registration, ackIds: new Set(), resolve })),
      ),
    dropOpen: async () => {
      const routes = [...open];
      open.clear();
      await Promise.all(routes.map((route) => route.close()));
    },
  };
}
