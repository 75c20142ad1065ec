import { useState } from 'react';
import { isApiError } from '../../lib/api-client.ts';

/**
 * The version an edit popup sends, and whether the last save met a newer one (409). A 409
 * keeps the form as typed; `reload` fetches the item again and adopts its version, so the next
 * save lays the typed values over the other person's change (002 §4 Concurrency).
 */
export function useItemVersion(
  initialVersion: number,
  refetch: () => Promise<{ data?: { version: number } }>,
) {
  const [version, setVersion] = useState(initialVersion);
  const [isStale, setStale] = useState(false);
  return {
    version,
    isStale,
    /** True (and marks the popup stale) when the error is a 409. */
    takeConflict: (error: unknown) => {
      const isConflict = isApiError(error) && error.status === 409;
      if (isConflict) setStale(true);
      return isConflict;
    },
    reload: async () => {
      const fresh = await refetch();
      if (fresh.data) setVersion(fresh.data.version);
      setStale(false);
    },
  };
}
