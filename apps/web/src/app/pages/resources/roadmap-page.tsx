import { List } from '@mantine/core';
import { Paragraph, StaticPage, StaticSection } from '../static/static-page.tsx';

/** The roadmap (000 §2.3 Resources): what comes next, without dates. */
export function RoadmapPage() {
  return (
    <StaticPage title="Roadmap">
      <Paragraph>
        What the Cairn team works on next. There are no dates: each arrives when it is done well, and the menu
        shows it only then.
      </Paragraph>
      <StaticSection title="Next">
        <List spacing={4} maw="68ch">
          <List.Item>PDF export of the V/TO and the Accountability Chart.</List.Item>
          <List.Item>The chart editor's own print mode, with the page grid over the chart.</List.Item>
          <List.Item>Faster first loads, and a lighter chart for very large organizations.</List.Item>
        </List>
      </StaticSection>
      <StaticSection title="Later">
        <List spacing={4} maw="68ch">
          <List.Item>Cairn in more languages.</List.Item>
          <List.Item>Single sign-on and data regions.</List.Item>
          <List.Item>Billing for hosted servers.</List.Item>
          <List.Item>Insights across meetings and quarters.</List.Item>
        </List>
      </StaticSection>
    </StaticPage>
  );
}
