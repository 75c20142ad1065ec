import { defineConfig } from 'vitest/config';

/** One Vitest run, four projects: domain (pure), server (integration), web (jsdom), two-node (PG + Redis). */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. A server test
    // file spends much of its time waiting on its PGlite thread, so two workers keep both cores
    // busy (measured: the to-do and rock files took 45-81 s instead of 95-114 s).
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['**/*.two-node.test.ts'],
          environment: 'node',
          // Migrates one template database; each file starts from a copy (test/global-setup.ts).
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // The test-only mail outbox route (docs/configuration.md).
          env: { CAIRN_TEST_OUTBOX: '1' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'two-node',
          include: ['apps/server/src/**/*.two-node.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
