import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { forgetLoadedPacks } from '../lib/i18n/i18n.ts';
import { setOrgTerms } from '../lib/i18n/org-terms.ts';
import { apiServer } from './api-server.ts';
import { fakeMediaQueryList } from './match-media.ts';

// findBy/waitFor resolve as soon as their condition holds; the ceiling only matters on a busy
// two-core machine, where a render can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads matchMedia and ResizeObserver, which jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: vi.fn().mockImplementation((query: string) => fakeMediaQueryList(query, false)),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

// A call no test answered goes on to the network and fails there, as it did before MSW.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => apiServer.close());

afterEach(() => {
  apiServer.resetHandlers();
  cleanup();
  // Files share one worker's globals (isolate: false): toasts must not carry over (a full queue
  // holds a later file's toast back, unseen), nor page-timing marks.
  notifications.clean();
  performance.clearMarks();
  performance.clearMeasures();
  // Nor a language's pack or the organisation's own words (each file's afterEach shows English again).
  forgetLoadedPacks();
  setOrgTerms({});
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: tests set cookies through document.cookie and clear them here.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
