import { Anchor, List } from '@mantine/core';
import { Link } from 'react-router';
import { BUILD_VERSION } from '../../../lib/version-check.ts';
import { Paragraph, StaticPage, StaticSection } from './static-page.tsx';

/** About Cairn: what it is, for whom, and which version this server runs. */
export function AboutPage() {
  return (
    <StaticPage title="About Cairn">
      <Paragraph>
        Cairn is an open, self-hostable team operating system for companies that run on EOS. It keeps a team's
        weekly meeting, its goals and its plan in one place, so everyone sees the same picture.
      </Paragraph>
      <StaticSection title="What it covers">
        <List spacing={4} maw="68ch">
          <List.Item>The weekly Level 10 meeting, with its agenda, ratings and history</List.Item>
          <List.Item>Rocks (90-day priorities), To-Dos, Issues and Headlines</List.Item>
          <List.Item>Scorecards of weekly measurables</List.Item>
          <List.Item>The Vision/Traction Organizer and the Accountability Chart</List.Item>
          <List.Item>People, roles and organization settings</List.Item>
        </List>
        <Paragraph>Capabilities arrive one by one; the menu shows those this server offers today.</Paragraph>
      </StaticSection>
      <StaticSection title="Run by your company">
        <Paragraph>
          Cairn runs on a server your company controls. Your data stays there: Cairn sends nothing to anyone
          else. Questions about this server go to the people who run it; see{' '}
          <Anchor component={Link} to="/contact">
            Contact
          </Anchor>
          .
        </Paragraph>
      </StaticSection>
      <StaticSection title="Version">
        <Paragraph>This is Cairn {BUILD_VERSION}.</Paragraph>
      </StaticSection>
    </StaticPage>
  );
}
