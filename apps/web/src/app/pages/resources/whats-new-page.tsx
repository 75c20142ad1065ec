import { List } from '@mantine/core';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { BUILD_VERSION } from '../../../lib/version-check.ts';
import { Paragraph, StaticPage, StaticSection } from '../static/static-page.tsx';
import './texts.ts';

/** A release and what it brought, newest first (keys: the notes are read in the person's language). */
const RELEASES: readonly { title: TTextKey; items: readonly TTextKey[] }[] = [
  {
    title: 'resources.whatsNew.chart.title',
    items: [
      'resources.whatsNew.chart.ac',
      'resources.whatsNew.chart.vto',
      'resources.whatsNew.chart.live',
      'resources.whatsNew.chart.billing',
      'resources.whatsNew.chart.sidePanels',
    ],
  },
  {
    title: 'resources.whatsNew.people.title',
    items: [
      'resources.whatsNew.people.notifications',
      'resources.whatsNew.people.licences',
      'resources.whatsNew.people.tabs',
    ],
  },
  {
    title: 'resources.whatsNew.week.title',
    items: ['resources.whatsNew.week.tools'],
  },
];

/** What's new (000 §2.3 Resources): the release notes; the new-release notice links here. */
export function WhatsNewPage() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('shell.menu.whatsNew')}>
      <Paragraph>{t('resources.whatsNew.intro', { version: BUILD_VERSION })}</Paragraph>
      {RELEASES.map((release) => (
        <StaticSection key={release.title} title={t(release.title)}>
          <List spacing={4} maw="68ch">
            {release.items.map((item) => (
              <List.Item key={item}>{t(item)}</List.Item>
            ))}
          </List>
        </StaticSection>
      ))}
    </StaticPage>
  );
}
