import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { Paragraph, StaticPage, StaticSection } from './static-page.tsx';

/** The terms and conditions of using a Cairn server. */
export function TermsPage() {
  return (
    <StaticPage title="Terms and conditions">
      <Paragraph>
        By creating an account on this Cairn server you agree to these terms. The company that runs the server
        may add its own rules; when it does, its rules apply as well.
      </Paragraph>
      <StaticSection title="Your account">
        <Paragraph>
          Use your own name and an email address you can read. Keep your password to yourself and sign out on
          shared computers. You are responsible for what is done with your account.
        </Paragraph>
      </StaticSection>
      <StaticSection title="Your organization's content">
        <Paragraph>
          What you enter belongs to your organization. Enter only what you are allowed to share with your
          colleagues, and nothing unlawful. The owner and admins of an organization decide who belongs to it
          and with which role.
        </Paragraph>
      </StaticSection>
      <StaticSection title="The service">
        <Paragraph>
          The people who run this server may change, pause or end the service, and may suspend an account that
          breaks these terms. Cairn is open-source software provided as is, without warranty; keeping backups
          of the server is the job of those who run it.
        </Paragraph>
      </StaticSection>
      <StaticSection title="Questions">
        <Paragraph>
          See{' '}
          <Anchor component={Link} to="/contact">
            Contact
          </Anchor>
          .
        </Paragraph>
      </StaticSection>
    </StaticPage>
  );
}
