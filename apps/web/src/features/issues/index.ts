// The issues feature's front door: what other features and the app may use.
export { useIssuesById } from './api/get-issues-by-ids.ts';
export { IssueList } from './components/issue-list.tsx';
export { IssueListSection } from './components/issue-list-section.tsx';
export { useIssueSearch } from './components/use-issue-search.ts';
