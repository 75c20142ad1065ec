import { enableCompileCache } from 'node:module';

// The PGlite thread's entry, in plain JavaScript as the server's (server.mjs): the compile cache
// on before the first TypeScript file, module loading made fast before drizzle and PGlite are
// imported (lib/package-format-cache.ts), then pglite-thread-serve.ts opens the database and serves.
enableCompileCache();
const { speedUpModuleLoading } = await import('../../lib/package-format-cache.ts');
speedUpModuleLoading();
await import('./pglite-thread-serve.ts');
