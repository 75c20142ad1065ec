import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock.ts';
import { BUILD_VERSION, createVersionCheck } from './version-check.ts';

function memoryStorage(entries: Record<string, string> = {}) {
  const values = new Map<string, string>(Object.entries(entries));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('version check after navigation (000 §2.2)', () => {
  it('reloads when the server runs another version than the build', async () => {
    const reload = vi.fn();
    const check = createVersionCheck({
      buildVersion: '1.0.0',
      fetchServerVersion: async () => '1.1.0',
      reload,
      storage: memoryStorage(),
    });
    expect(await check()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the versions match', async () => {
    const reload = vi.fn();
    const check = createVersionCheck({
      buildVersion: '1.0.0',
      fetchServerVersion: async () => '1.0.0',
      reload,
      storage: memoryStorage(),
    });
    expect(await check()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('asks the server at most once a minute', async () => {
    const fetchServerVersion = vi.fn(async () => '1.0.0');
    const check = createVersionCheck({
      buildVersion: '1.0.0',
      fetchServerVersion,
      reload: vi.fn(),
      storage: memoryStorage(),
    });
    await check();
    vi.advanceTimersByTime(59_000);
    await check();
    expect(fetchServerVersion).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    await check();
    expect(fetchServerVersion).toHaveBeenCalledTimes(2);
  });

  it('reloads only once for the same server version (no reload loop)', async () => {
    const reload = vi.fn();
    const storage = memoryStorage();
    const options = { buildVersion: '1.0.0', fetchServerVersion: async () => '2.0.0', reload, storage };
    await createVersionCheck(options)();
    await createVersionCheck(options)();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reads GET /api/v2/version and compares it with the build version', async () => {
    const { calls } = mockFetch({
      'GET /api/v2/version': { body: { succeeded: true, messages: [], version: 'other' } },
    });
    const reload = vi.fn();
    await createVersionCheck({ reload, storage: memoryStorage() })();
    expect(calls[0]?.url).toBe('/api/v2/version');
    expect(BUILD_VERSION).toBe('test-version');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
