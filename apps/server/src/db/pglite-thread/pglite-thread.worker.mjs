import { enableCompileCache, flushCompileCache } from 'node:module';

// The PGlite thread's entry, in plain JavaScript as the server's (server.mjs): the compile cache
// on before the first TypeScript file, module loading made fast before drizzle and PGlite are
// imported (lib/package-format-cache.ts), then pglite-thread-serve.ts opens the database and serves.
enableCompileCache();
const { speedUpModuleLoading } = await import('../../lib/package-format-cache.ts');
speedUpModuleLoading();
await import('./pglite-thread-serve.ts');
// Written now rather than at exit, which a kill -9 skips (as run-server.ts does after warm-up).
flushCompileCache();
