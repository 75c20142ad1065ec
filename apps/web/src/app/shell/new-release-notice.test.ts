import { describe, expect, it } from 'vitest';
import { isFreshlyUpdated } from './new-release-notice.tsx';

function memoryStorage(entries: Record<string, string> = {}) {
  const values = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('isFreshlyUpdated', () => {
  it('is true once after a reload into the version the check reloaded for, never otherwise', () => {
    const storage = memoryStorage({ cairn_reloaded_for_version: '1.4.0' });
    expect(isFreshlyUpdated(storage, '1.4.0')).toBe(true);
    expect(isFreshlyUpdated(storage, '1.4.0')).toBe(false);
    expect(isFreshlyUpdated(memoryStorage(), '1.4.0')).toBe(false);
    expect(isFreshlyUpdated(memoryStorage({ cairn_reloaded_for_version: '1.5.0' }), '1.4.0')).toBe(false);
  });
});
