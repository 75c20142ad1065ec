// The usage module's front door: instance usage counted at home (docs/usage.md).
export { createUsagePruneHandler, registerUsagePruning } from './usage-pruning.ts';
export { registerUsageRoutes } from './usage.routes.ts';
