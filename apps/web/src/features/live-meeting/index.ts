// The live-meeting feature's front door: what other features and the app may use.
export { MeetingSummaryPage } from './pages/meeting-summary-page.tsx';
