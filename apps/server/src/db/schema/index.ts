export * from './auth.ts';
export * from './meetings.ts';
export * from './orgs.ts';
export * from './platform.ts';
export * from './todos.ts';
