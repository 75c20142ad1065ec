import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { textAreas } from './vite-text-areas.ts';

/** The web project: component and unit tests under jsdom with Testing Library. */
export default defineProject({
  plugins: [react(), textAreas()],
  define: {
    __CAIRN_VERSION__: JSON.stringify('test-version'),
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'vite-*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // One module graph per worker instead of one per file (React, Mantine and the features were
    // imported again for each of ~100 files): the project took 72 s instead of ~10 min. setup.ts
    // resets what files could share (handlers, the DOM, cookies, performance marks).
    isolate: false,
    testTimeout: 15_000,
  },
});
