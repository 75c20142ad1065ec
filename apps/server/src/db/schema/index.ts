export * from './auth.ts';
export * from './orgs.ts';
export * from './platform.ts';
