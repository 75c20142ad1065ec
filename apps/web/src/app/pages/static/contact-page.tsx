import { SupportContact } from '../../shell/support-contact.tsx';
import { Paragraph, StaticPage, StaticSection } from './static-page.tsx';

/** Contact: who to ask on this self-hosted server. */
export function ContactPage() {
  return (
    <StaticPage title="Contact">
      <StaticSection title="Support">
        <SupportContact />
      </StaticSection>
      <StaticSection title="Help inside Cairn">
        <Paragraph>
          The Help tab on the edge of every page (or the ? key) lists the keyboard shortcuts and this contact.
        </Paragraph>
      </StaticSection>
    </StaticPage>
  );
}
