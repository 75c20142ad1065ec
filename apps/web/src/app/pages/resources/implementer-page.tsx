import { Anchor, List } from '@mantine/core';
import { Paragraph, StaticPage, StaticSection } from '../static/static-page.tsx';

/** The directory of EOS Implementers (opens in a new tab: it is not part of this server). */
const IMPLEMENTER_DIRECTORY = 'https://www.eosworldwide.com/find-an-implementer';

/** Find an implementer (000 §1, §2.3): what an implementer does, and the free 90-minute meeting. */
export function ImplementerPage() {
  return (
    <StaticPage title="Find an implementer">
      <Paragraph>
        An EOS Implementer is an outside coach who teaches a leadership team the EOS tools and facilitates its
        full-day sessions: the focus day, the vision-building days and the quarterly and annual planning
        sessions. Cairn keeps what those sessions produce, and the weekly meetings in between.
      </Paragraph>
      <StaticSection title="A free 90-minute meeting">
        <Paragraph>
          Implementers offer a free 90-minute meeting to a leadership team that is new to EOS. In it you learn
          the model and the tools, and decide together whether to go on.
        </Paragraph>
        <List spacing={4} maw="68ch">
          <List.Item>Bring the whole leadership team: the meeting is for the team, not one person.</List.Item>
          <List.Item>Nothing is prepared beforehand, and nothing is owed after.</List.Item>
        </List>
      </StaticSection>
      <StaticSection title="Find one near you">
        <Paragraph>
          <Anchor href={IMPLEMENTER_DIRECTORY} target="_blank" rel="noreferrer" underline="always">
            Search the directory of EOS Implementers (opens in a new tab)
          </Anchor>
        </Paragraph>
      </StaticSection>
    </StaticPage>
  );
}
