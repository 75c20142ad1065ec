import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { SupportContact } from '../../shell/support-contact.tsx';
import { Paragraph, StaticPage, StaticSection } from './static-page.tsx';
import './texts.ts';

/** Contact: who to ask on this self-hosted server. */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('shell.footer.contact')}>
      <StaticSection title={t('static.contact.supportTitle')}>
        <SupportContact />
      </StaticSection>
      <StaticSection title={t('static.contact.helpTitle')}>
        <Paragraph>{t('static.contact.help')}</Paragraph>
      </StaticSection>
    </StaticPage>
  );
}
