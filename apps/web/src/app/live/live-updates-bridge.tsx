import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { runWhenIdle, SIGNED_OUT_DEFER_MS } from '../../lib/defer.ts';
import type { TLiveClient } from '../../lib/live-client.ts';
import { logger } from '../../lib/logger.ts';
import { useSession } from '../../lib/session/session-query.ts';

/**
 * Keeps one live-update connection for the current session: a new connection whenever who is
 * signed in changes (the hub authenticates at the handshake), anonymous and public-only when
 * signed out, and a new registration when the organisation changes. The client (and
 * socket.io-client with it) is loaded lazily once the browser is idle, off the critical path of
 * the first page; on signed-out pages a few seconds later still.
 */
export function LiveUpdatesBridge() {
  const queryClient = useQueryClient();
  const { data: session, isPending } = useSession();
  const clientRef = useRef<TLiveClient | null>(null);
  const sessionId = session?.session.id ?? null;
  const orgId = session?.orgId ?? null;
  const orgIdRef = useRef(orgId);
  orgIdRef.current = orgId;

  // A new session (sessionId) needs a new connection: the hub authenticates at the handshake.
  useEffect(() => {
    if (isPending) return undefined;
    let isCancelled = false;
    const connect = () =>
      import('../../lib/live-client.ts')
        .then(({ createLiveClient }) => {
          if (isCancelled) return;
          const client = createLiveClient({ queryClient });
          client.start(orgIdRef.current);
          clientRef.current = client;
        })
        .catch((error: unknown) => logger.error('live-update client could not be loaded', error));
    // Signed out, only public events matter (flag changes, releases): they can wait a few seconds.
    const cancel = runWhenIdle(() => void connect(), sessionId ? 0 : SIGNED_OUT_DEFER_MS);
    return () => {
      isCancelled = true;
      cancel();
      clientRef.current?.stop();
      clientRef.current = null;
    };
  }, [isPending, sessionId, queryClient]);

  useEffect(() => {
    clientRef.current?.setOrg(orgId);
  }, [orgId]);

  return null;
}
