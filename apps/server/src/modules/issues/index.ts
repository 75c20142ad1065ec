// The issues module's front door: what other modules and the app may use.
export type { TIssueRow } from './issue-kit.ts';
export { presentIssue } from './issues.presenters.ts';
export type { TIssuesService } from './issues.service.ts';
export { createIssuesService } from './issues.service.ts';
export { registerIssues } from './register-issues.ts';
