// The usage module's front door: instance usage counted at home (docs/usage.md).

export { registerUsageRoutes } from './usage.routes.ts';
export { registerUsagePruning } from './usage-pruning.ts';
