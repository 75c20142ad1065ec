import type { TEndpointAnswer } from '@cairn/domain/common/endpoint';
import type { PLATFORM_ENDPOINTS } from '@cairn/domain/platform/platform.endpoints';
import { apiGet } from './api-client.ts';
import { logger } from './logger.ts';

/** The version this bundle was built as (vite.config.ts defines it). */
export const BUILD_VERSION: string = __CAIRN_VERSION__;
/** At most one `GET /version` a minute, however often the user navigates. */
const VERSION_CHECK_INTERVAL_MS = 60_000;
/** Remembers the server version we reloaded for, so a mismatch can never cause a reload loop. */
export const RELOADED_FOR_KEY = 'cairn_reloaded_for_version';

export type TVersionCheckOptions = {
  buildVersion?: string;
  fetchServerVersion?: () => Promise<string>;
  reload?: () => void;
  intervalMs?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
};

/**
 * Asks the server which version it runs. A first-page call: typed by its endpoint, called by path,
 * so the endpoint's schemas stay out of the first page (docs/architecture.md, One API contract).
 */
async function fetchServerVersion(): Promise<string> {
  const answer = await apiGet<TEndpointAnswer<typeof PLATFORM_ENDPOINTS.version>>('/version');
  return answer.version;
}

/**
 * Builds the check run after navigations (000 §2.2): it compares the server's version with the
 * build's, at most once per interval, and reloads the page when they differ so that a tab left
 * open across a release picks up the new build. It reloads at most once per server version.
 * Resolves true when it reloaded.
 */
export function createVersionCheck(options: TVersionCheckOptions = {}): () => Promise<boolean> {
  const buildVersion = options.buildVersion ?? BUILD_VERSION;
  const fetchVersion = options.fetchServerVersion ?? fetchServerVersion;
  const reload = options.reload ?? (() => window.location.reload());
  const intervalMs = options.intervalMs ?? VERSION_CHECK_INTERVAL_MS;
  const storage = options.storage ?? safeSessionStorage();
  let lastCheckedAt = Number.NEGATIVE_INFINITY;
  let isChecking = false;

  return async () => {
    const now = Date.now();
    if (isChecking || now - lastCheckedAt < intervalMs) return false;
    lastCheckedAt = now;
    isChecking = true;
    try {
      const serverVersion = await fetchVersion();
      if (!serverVersion || serverVersion === buildVersion) return false;
      if (storage?.getItem(RELOADED_FOR_KEY) === serverVersion) return false;
      storage?.setItem(RELOADED_FOR_KEY, serverVersion);
      logger.trace('new server version; reloading', { buildVersion, serverVersion });
      reload();
      return true;
    } catch (error) {
      logger.trace('version check failed', error);
      return false;
    } finally {
      isChecking = false;
    }
  };
}

function safeSessionStorage(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
