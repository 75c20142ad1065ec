// The jobs module's front door: what other modules and the app may use.

export type { TJobHandler, TJobQueue } from './job-worker.ts';
export { createJobQueue } from './job-worker.ts';
export { insertJob } from './jobs.repository.ts';
export { registerJobRoutes } from './jobs.routes.ts';
