// The platform module's front door: what other modules and the app may use.
export { readSetting, writeSetting } from './app-settings.repository.ts';
export { FEATURE_FLAGS_KEY, readFeatureFlags } from './feature-flags.repository.ts';
export { registerHoldDatabaseRoute } from './hold-database.routes.ts';
export { registerInstanceRoutes } from './instance.routes.ts';
export { assertInstanceAdmin } from './instance-admin-check.ts';
export { registerPlatformRoutes } from './platform.routes.ts';
export { announceReleaseIfNew } from './release.ts';
