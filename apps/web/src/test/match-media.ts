import { vi } from 'vitest';

/** A MediaQueryList as jsdom lacks one: `matches` as given, listeners that do nothing. */
export function fakeMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  } as MediaQueryList;
}

/**
 * Makes the window answer media queries as a phone (`max-width` queries match) or as a wide
 * desktop (`min-width` queries match). jsdom's default (setup.ts) matches none: a phone to
 * `min-width`, a desktop to `max-width`.
 */
export function stubViewport(kind: 'phone' | 'desktop') {
  vi.mocked(window.matchMedia).mockImplementation((query: string) =>
    fakeMediaQueryList(query, query.includes(kind === 'phone' ? 'max-width' : 'min-width')),
  );
}
