// The vto feature's front door: what other features and the app may use.
export { useVtoCollections } from './api/vto-api.ts';
