// The meetings feature's front door: what other features and the app may use.
import './texts.ts';

export { useMeeting } from './api/get-meeting.ts';
export type { TMeetingSearchBody } from './api/search-meetings.ts';
export { meetingSearchQueryOptions } from './api/search-meetings.ts';
export { useSetLeadershipTeam } from './api/set-leadership-team.ts';
export { ColorTagSwatch } from './components/color-tag-swatch.tsx';
export { MeetingTabs } from './components/meeting-tabs.tsx';
export { formatMeetingDate } from './utils/format-date.ts';
export { historyPathOf, summaryPathOf } from './utils/live-paths.ts';
export { MEETINGS_PATH, overviewPathOf, quarterlyPathOf } from './utils/meeting-paths.ts';
