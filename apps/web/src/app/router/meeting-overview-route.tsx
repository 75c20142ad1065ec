import { MeetingSummaryPage } from '../../features/live-meeting/index.ts';
import { MeetingOverviewPage } from '../../features/meetings/pages/meeting-overview-page.tsx';

/** A meeting series' page: its overview, or the summary of one of its ended meetings (two features). */
export function MeetingOverviewRoute() {
  return <MeetingOverviewPage SummaryPage={MeetingSummaryPage} />;
}
