import { Anchor, List } from '@mantine/core';
import { Link } from 'react-router';
import { Trans } from '../../../lib/i18n/trans.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { BUILD_VERSION } from '../../../lib/version-check.ts';
import { Paragraph, StaticPage, StaticSection } from './static-page.tsx';
import './texts.ts';

/** About Cairn: what it is, for whom, and which version this server runs. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('static.about.title')}>
      <Paragraph>{t('static.about.intro')}</Paragraph>
      <StaticSection title={t('static.about.coversTitle')}>
        <List spacing={4} maw="68ch">
          <List.Item>{t('static.about.covers.meeting')}</List.Item>
          <List.Item>{t('static.about.covers.items')}</List.Item>
          <List.Item>{t('static.about.covers.scorecards')}</List.Item>
          <List.Item>{t('static.about.covers.vtoAndChart')}</List.Item>
          <List.Item>{t('static.about.covers.people')}</List.Item>
        </List>
        <Paragraph>{t('static.about.capabilities')}</Paragraph>
      </StaticSection>
      <StaticSection title={t('static.about.runTitle')}>
        <Paragraph>
          <Trans
            i18nKey="static.about.run"
            components={{ link: <Anchor component={Link} to="/contact" /> }}
          />
        </Paragraph>
      </StaticSection>
      <StaticSection title={t('static.about.versionTitle')}>
        <Paragraph>{t('static.about.version', { version: BUILD_VERSION })}</Paragraph>
      </StaticSection>
    </StaticPage>
  );
}
