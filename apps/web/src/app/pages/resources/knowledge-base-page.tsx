import { Anchor, List } from '@mantine/core';
import { Link } from 'react-router';
import { Paragraph, StaticPage, StaticSection } from '../static/static-page.tsx';

/** The knowledge base (000 §2.3 Resources): how a team runs its week in Cairn, topic by topic. */
export function KnowledgeBasePage() {
  return (
    <StaticPage title="Knowledge base">
      <Paragraph>
        How a leadership team runs on EOS in Cairn, one tool at a time. Press <b>?</b> anywhere for the
        keyboard shortcuts.
      </Paragraph>
      <StaticSection title="The weekly Level 10 meeting">
        <Paragraph>
          Open a meeting and choose <i>Go to the live meeting</i>. Before the start, tick the checklist
          together. The first to join is the scribe: they start the meeting and move through Segue, Scorecard,
          Rock review, Headlines, To-dos, IDS and Conclude; everyone else follows on their own screen or on
          the TV view. Anything can be dropped to Issues from its row (or with the <b>I</b> key). In IDS the
          scribe picks the top three issues and solves them one at a time; in Conclude everyone rates the
          meeting. The summary and the recap email follow at the end, and <i>Past meetings</i> keeps the
          history.
        </Paragraph>
      </StaticSection>
      <StaticSection title="Scorecards">
        <Paragraph>
          Each meeting has a scorecard of 5 to 15 weekly numbers, each with an owner and a goal. Type into the
          grid like a spreadsheet (Enter, Tab and the arrows move; Escape cancels), paste a column from a
          spreadsheet, or import a CSV. Cells are coloured and marked on or off target; a row's chart shows
          the year against its goal.
        </Paragraph>
      </StaticSection>
      <StaticSection title="Rocks, To-Dos, Issues and Headlines">
        <List spacing={4} maw="68ch">
          <List.Item>Rocks: the 3 to 7 priorities for the next 90 days, on track or off track.</List.Item>
          <List.Item>
            To-Dos: seven-day action items; the team aims to finish 90% of them each week.
          </List.Item>
          <List.Item>Issues: anything in the way, solved in IDS (identify, discuss, solve).</List.Item>
          <List.Item>Headlines: good and bad news to share, cascaded to other teams when needed.</List.Item>
        </List>
        <Paragraph>
          Add any of them from the buttons at the top of every page, or with Alt+R, Alt+T, Alt+I and Alt+H.
        </Paragraph>
      </StaticSection>
      <StaticSection title="The V/TO">
        <Paragraph>
          The Vision/Traction Organizer keeps the company's vision and plan on two pages. Write a draft,
          publish it for everyone, copy it as next quarter's draft, record the quarter's results, and compare
          two quarters to see what changed. The Traction page can be kept to the leadership team.
        </Paragraph>
      </StaticSection>
      <StaticSection title="The Accountability Chart">
        <Paragraph>
          Seats, not people: each seat has 3 to 7 roles and one holder. Add seats below or above, drag a seat
          onto another to move it, see who holds too many seats in <i>People and seats</i>, and print the
          chart across as many pages as the wall needs.
        </Paragraph>
      </StaticSection>
      <StaticSection title="People and licences">
        <Paragraph>
          Owners and Admins invite people and choose their roles; Free Observers read without a paid seat and
          may request an upgrade.
        </Paragraph>
        <Anchor component={Link} to="/about" size="sm">
          Who runs this server
        </Anchor>
      </StaticSection>
    </StaticPage>
  );
}
