import { Anchor, List } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Paragraph, StaticPage, StaticSection } from '../static/static-page.tsx';
import './texts.ts';

/** The directory of EOS Implementers (opens in a new tab: it is not part of this server). */
const IMPLEMENTER_DIRECTORY = 'https://www.eosworldwide.com/find-an-implementer';

/** Find an implementer (000 §1, §2.3): what an implementer does, and the free 90-minute meeting. */
export function ImplementerPage() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('shell.menu.implementer')}>
      <Paragraph>{t('resources.implementer.intro')}</Paragraph>
      <StaticSection title={t('resources.implementer.freeTitle')}>
        <Paragraph>{t('resources.implementer.free')}</Paragraph>
        <List spacing={4} maw="68ch">
          <List.Item>{t('resources.implementer.bringTeam')}</List.Item>
          <List.Item>{t('resources.implementer.nothingOwed')}</List.Item>
        </List>
      </StaticSection>
      <StaticSection title={t('resources.implementer.findTitle')}>
        <Paragraph>
          <Anchor href={IMPLEMENTER_DIRECTORY} target="_blank" rel="noreferrer" underline="always">
            {t('resources.implementer.directory')}
          </Anchor>
        </Paragraph>
      </StaticSection>
    </StaticPage>
  );
}
