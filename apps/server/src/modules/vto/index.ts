// The vto module's front door: what other modules and the app may use.
export { registerVto } from './register-vto.ts';
export { createVtoRepository } from './vto.repository.ts';
export { readVtoRevision } from './vto-read.ts';
export type { TVtoTractionService } from './vto-traction.service.ts';
export { createVtoTractionService } from './vto-traction.service.ts';
