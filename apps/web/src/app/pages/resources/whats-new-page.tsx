import { List } from '@mantine/core';
import { BUILD_VERSION } from '../../../lib/version-check.ts';
import { Paragraph, StaticPage, StaticSection } from '../static/static-page.tsx';

/** A release and what it brought, newest first. */
const RELEASES: readonly { title: string; items: readonly string[] }[] = [
  {
    title: 'The chart on paper and the quarter in the V/TO',
    items: [
      'Accountability Chart: Page Setup and a print page across rows and columns of pages, a People and seats panel, and PNG download.',
      'V/TO: plan measurables, quarterly results, comparing two revisions, Add Issue straight to a V/TO, and printing both pages at once.',
      'Live meeting: the pre-meeting checklist and the I key to drop a row to Issues.',
      'Billing permission for people the Owner chooses.',
      'Side panels can be widened by dragging their edge.',
    ],
  },
  {
    title: 'People and notifications',
    items: [
      'The notification centre, with approvals for upgrade requests and invitations.',
      'Licences: paid and free seats, and free email domains.',
      'Each browser tab can work in its own organization.',
    ],
  },
  {
    title: 'The week in one place',
    items: [
      'The live Level 10 meeting, the dashboard of widgets, scorecards, the V/TO and the Accountability Chart.',
    ],
  },
];

/** What's new (000 §2.3 Resources): the release notes; the new-release notice links here. */
export function WhatsNewPage() {
  return (
    <StaticPage title="What's new">
      <Paragraph>This server runs Cairn {BUILD_VERSION}. The latest changes come first.</Paragraph>
      {RELEASES.map((release) => (
        <StaticSection key={release.title} title={release.title}>
          <List spacing={4} maw="68ch">
            {release.items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </StaticSection>
      ))}
    </StaticPage>
  );
}
