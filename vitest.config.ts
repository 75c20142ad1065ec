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
          // One module graph per worker instead of one per file: importing the app (mathjs, the MCP
          // SDK, better-auth, Fastify...) took 4-12 s per file, more than most files' tests
          // (measured 55 s instead of 95 s on four route files). Each file still builds its own app
          // on its own database, and the app keeps no state in module scope across files.
          isolate: false,
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
