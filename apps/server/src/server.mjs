import { enableCompileCache } from 'node:module';

// The server's entry, in plain JavaScript so that Node's compile cache is on before the first
// TypeScript file: a file it holds is not stripped again, and Node loads its type stripper
// (about 0.4 s) only on a miss. Then module loading is made fast before any package is imported
// (lib/package-format-cache.ts), and run-server.ts starts Cairn.
enableCompileCache();
const { speedUpModuleLoading } = await import('./lib/package-format-cache.ts');
speedUpModuleLoading();
await import('./run-server.ts');
