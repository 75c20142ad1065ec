// The rocks module's front door: what other modules and the app may use.
export { registerRocks } from './register-rocks.ts';
export type { TRocksService } from './rocks.service.ts';
export { createRocksService } from './rocks.service.ts';
