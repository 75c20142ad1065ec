// The live-meeting module's front door: what other modules and the app may use.
export { createMeetingHistoryService } from './meeting-history.service.ts';
export { registerLiveMeeting } from './register-live-meeting.ts';
