import { Anchor, List } from '@mantine/core';
import { Link } from 'react-router';
import { Paragraph, StaticPage, StaticSection } from './static-page.tsx';

/** The privacy policy of a Cairn server: what is stored, why, and who to ask. */
export function PrivacyPage() {
  return (
    <StaticPage title="Privacy policy">
      <Paragraph>
        Cairn is self-hosted. The company that runs this server decides who may use it and is responsible for
        the data on it. This page says what Cairn itself stores and why.
      </Paragraph>
      <StaticSection title="What is stored">
        <List spacing={4} maw="68ch">
          <List.Item>
            Your account: first and last name, email address and a one-way hash of your password.
          </List.Item>
          <List.Item>Your sessions, so that you stay signed in, and when they were used.</List.Item>
          <List.Item>
            The organizations you belong to, your role in them and your preferences (such as the menu state).
          </List.Item>
          <List.Item>
            What you and your colleagues enter: meetings, Rocks, To-Dos, Issues, Headlines and plans.
          </List.Item>
          <List.Item>
            The emails Cairn sends you (verification codes, password resets, invitations).
          </List.Item>
        </List>
      </StaticSection>
      <StaticSection title="What it is used for">
        <Paragraph>
          Only to run Cairn for your organization: to sign you in, to show your team's work to the people in
          your organization, and to send the emails you need. Cairn has no advertising and sends nothing to
          third parties.
        </Paragraph>
      </StaticSection>
      <StaticSection title="Your choices">
        <Paragraph>
          You can change your name and password under Manage account and sign out of your other sessions. To
          get a copy of your data or to have your account removed, ask the people who run this server (see{' '}
          <Anchor component={Link} to="/contact">
            Contact
          </Anchor>
          ). Cookies are described in the{' '}
          <Anchor component={Link} to="/cookies">
            cookie policy
          </Anchor>
          .
        </Paragraph>
      </StaticSection>
    </StaticPage>
  );
}
