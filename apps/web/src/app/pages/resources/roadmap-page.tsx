import { List } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Paragraph, StaticPage, StaticSection } from '../static/static-page.tsx';
import './texts.ts';

/** The roadmap (000 §2.3 Resources): what comes next, without dates. */
export function RoadmapPage() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('shell.menu.roadmap')}>
      <Paragraph>{t('resources.roadmap.intro')}</Paragraph>
      <StaticSection title={t('resources.roadmap.nextTitle')}>
        <List spacing={4} maw="68ch">
          <List.Item>{t('resources.roadmap.next.pdf')}</List.Item>
          <List.Item>{t('resources.roadmap.next.printMode')}</List.Item>
          <List.Item>{t('resources.roadmap.next.faster')}</List.Item>
        </List>
      </StaticSection>
      <StaticSection title={t('resources.roadmap.laterTitle')}>
        <List spacing={4} maw="68ch">
          <List.Item>{t('resources.roadmap.later.languages')}</List.Item>
          <List.Item>{t('resources.roadmap.later.sso')}</List.Item>
          <List.Item>{t('resources.roadmap.later.billing')}</List.Item>
          <List.Item>{t('resources.roadmap.later.insights')}</List.Item>
        </List>
      </StaticSection>
    </StaticPage>
  );
}
