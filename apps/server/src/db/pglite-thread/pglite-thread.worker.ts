import { speedUpModuleLoading } from '../../lib/package-format-cache.ts';

// The PGlite thread's entry: module loading made fast before drizzle and PGlite are imported
// (lib/package-format-cache.ts), then pglite-thread-serve.ts opens the database and serves.
speedUpModuleLoading();
await import('./pglite-thread-serve.ts');
