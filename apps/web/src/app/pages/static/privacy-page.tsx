import { Anchor, List } from '@mantine/core';
import { Link } from 'react-router';
import { Trans } from '../../../lib/i18n/trans.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Paragraph, StaticPage, StaticSection } from './static-page.tsx';
import './texts.ts';

/** The privacy policy of a Cairn server: what is stored, why, and who to ask. */
export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('shell.footer.privacy')}>
      <Paragraph>{t('static.privacy.intro')}</Paragraph>
      <StaticSection title={t('static.privacy.storedTitle')}>
        <List spacing={4} maw="68ch">
          <List.Item>{t('static.privacy.stored.account')}</List.Item>
          <List.Item>{t('static.privacy.stored.sessions')}</List.Item>
          <List.Item>{t('static.privacy.stored.orgs')}</List.Item>
          <List.Item>{t('static.privacy.stored.content')}</List.Item>
          <List.Item>{t('static.privacy.stored.emails')}</List.Item>
        </List>
      </StaticSection>
      <StaticSection title={t('static.privacy.useTitle')}>
        <Paragraph>{t('static.privacy.use')}</Paragraph>
      </StaticSection>
      <StaticSection title={t('static.privacy.choicesTitle')}>
        <Paragraph>
          <Trans
            i18nKey="static.privacy.choices"
            components={{
              contact: <Anchor component={Link} to="/contact" />,
              cookies: <Anchor component={Link} to="/cookies" />,
            }}
          />
        </Paragraph>
      </StaticSection>
    </StaticPage>
  );
}
