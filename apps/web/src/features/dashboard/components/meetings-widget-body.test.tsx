import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMeeting, MEETING_ID, OTHER_MEETING_ID } from '../../meetings/test-support.ts';
import { mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import { MeetingsWidgetBody } from './meetings-widget-body.tsx';

describe('MeetingsWidgetBody', () => {
  it('offers Join on the meeting whose Level 10 runs, from the one search (no live state asked per row)', async () => {
    const api = mockApi({
      'POST /meetings/search': {
        body: {
          items: [
            buildMeeting({ title: 'Leadership weekly', liveStatus: 'Running' }),
            buildMeeting({ id: OTHER_MEETING_ID, title: 'Sales weekly', liveStatus: 'NotStarted' }),
          ],
          totalCount: 2,
          totalPages: 1,
        },
      },
    });
    renderFeature(<MeetingsWidgetBody />, { url: '/', path: '/', session: buildSession('Member') });

    expect(await screen.findByRole('link', { name: 'Sales weekly' })).toBeInTheDocument();
    // Only the running one: a Level 10 someone has joined but not started offers nothing yet.
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', `/meeting/live/${MEETING_ID}`);
    expect(screen.getAllByRole('link', { name: 'Join' })).toHaveLength(1);
    expect(api.calls.filter((call) => call.path.startsWith('/live-meeting'))).toHaveLength(0);
  });
});
