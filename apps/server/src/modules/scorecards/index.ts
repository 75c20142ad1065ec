// The scorecards module's front door: what other modules and the app may use.
export { registerScorecards } from './register-scorecards.ts';
export { createScorecardAccess } from './scorecard-access.ts';
export { DEFAULT_SCORECARD_PREFERENCES, readScorecardPreferences } from './scorecard-preferences.ts';
export { createScorecardReads } from './scorecard-reads.service.ts';
export { registerScorecardReminders } from './scorecard-reminders.ts';
export { moveWeeklyPeriods } from './week-start-move.ts';
