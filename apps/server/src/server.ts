import { speedUpModuleLoading } from './lib/package-format-cache.ts';

// The server's entry: module loading made fast before any package is imported
// (lib/package-format-cache.ts), then run-server.ts starts Cairn.
speedUpModuleLoading();
await import('./run-server.ts');
