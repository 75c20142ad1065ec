import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '../../../components/page-title.tsx';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { StyleGuideButtons } from './style-guide-buttons.tsx';
import { StyleGuideFeedback } from './style-guide-feedback.tsx';
import { StyleGuideFields } from './style-guide-fields.tsx';
import { StyleGuideColors, StyleGuidePanels } from './style-guide-panels.tsx';
import { StyleGuideSection } from './style-guide-section.tsx';
import './texts.ts';

const SECTIONS: readonly { id: string; label: TTextKey }[] = [
  { id: 'colors', label: 'styleGuide.section.colors' },
  { id: 'typography', label: 'styleGuide.section.typography' },
  { id: 'buttons', label: 'styleGuide.section.buttons' },
  { id: 'fields', label: 'styleGuide.section.fields' },
  { id: 'popups-and-toasts', label: 'styleGuide.section.popupsAndToasts' },
  { id: 'panels', label: 'styleGuide.section.panels' },
];

/** The style guide (`/style-guide`, flag StyleGuide): Cairn's UI kit, live, in one page. */
export function StyleGuidePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" pb="xl">
      <PageTitle title={t('styleGuide.title')} />
      <Group component="nav" aria-label={t('styleGuide.sectionsNav')} gap="md">
        {SECTIONS.map((section) => (
          <Anchor key={section.id} href={`#${section.id}`} size="sm">
            {t(section.label)}
          </Anchor>
        ))}
      </Group>
      <StyleGuideColors />
      <StyleGuideSection id="typography" title={t('styleGuide.section.typography')}>
        <Stack gap={6}>
          <Title order={1}>{t('styleGuide.typography.heading1')}</Title>
          <Title order={2}>{t('styleGuide.typography.heading2')}</Title>
          <Title order={3}>{t('styleGuide.typography.heading3')}</Title>
          <Text>{t('styleGuide.typography.body')}</Text>
          <Text size="sm" c="dimmed">
            {t('styleGuide.typography.secondary')}
          </Text>
        </Stack>
      </StyleGuideSection>
      <StyleGuideButtons />
      <StyleGuideFields />
      <StyleGuideFeedback />
      <StyleGuidePanels />
    </Stack>
  );
}
