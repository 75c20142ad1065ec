// The meetings module's front door: what other modules and the app may use.

export type { TLeadershipViewer } from './leadership-team.ts';
export { leadershipInvitees, policyReaders } from './leadership-team.ts';
export { registerMeetings } from './register-meetings.ts';
