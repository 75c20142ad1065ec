export * from './auth.ts';
export * from './headlines.ts';
export * from './issues.ts';
export * from './meetings.ts';
export * from './orgs.ts';
export * from './platform.ts';
export * from './rocks.ts';
export * from './todos.ts';
