import { Button, Card, ColorSwatch, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { StyleGuideSection } from './style-guide-section.tsx';
import './texts.ts';

const SHADES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** Colours: the organisation's palette (its theme colour at shade 6) and the greys. */
export function StyleGuideColors() {
  const { t } = useTranslation();
  return (
    <StyleGuideSection
      id="colors"
      title={t('styleGuide.section.colors')}
      description={t('styleGuide.colors.description')}
    >
      <Group gap="xs">
        {SHADES.map((shade) => (
          <Stack key={shade} gap={2} align="center">
            <ColorSwatch color={`var(--mantine-color-brand-${shade})`} size={40} radius="sm" aria-hidden />
            <Text size="xs" c="dimmed">
              {shade}
            </Text>
          </Stack>
        ))}
        <Stack gap={2} align="center">
          <ColorSwatch color="#444444" size={40} radius="sm" aria-hidden />
          <Text size="xs" c="dimmed">
            {t('styleGuide.colors.text')}
          </Text>
        </Stack>
        <Stack gap={2} align="center">
          <ColorSwatch color="#dddddd" size={40} radius="sm" aria-hidden />
          <Text size="xs" c="dimmed">
            {t('styleGuide.colors.border')}
          </Text>
        </Stack>
      </Group>
    </StyleGuideSection>
  );
}

/** Panels: plain and card panels, the empty state and the loading view. */
export function StyleGuidePanels() {
  const { t } = useTranslation();
  return (
    <StyleGuideSection
      id="panels"
      title={t('styleGuide.section.panels')}
      description={t('styleGuide.panels.description')}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md" radius="md">
          <Title order={3} fz="h5" mb={4}>
            {t('styleGuide.panels.panel')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('styleGuide.panels.panelText')}
          </Text>
        </Paper>
        <Card withBorder radius="md" padding="md" shadow="xs">
          <Title order={3} fz="h5" mb={4}>
            {t('styleGuide.panels.card')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('styleGuide.panels.cardText')}
          </Text>
          <Group>
            <Button size="xs" variant="light">
              {t('styleGuide.panels.open')}
            </Button>
          </Group>
        </Card>
        <EmptyState
          headingOrder={3}
          icon={<IconUsers size={28} />}
          title={t('styleGuide.panels.emptyTitle')}
          text={t('styleGuide.panels.emptyText')}
          action={<Button size="sm">{t('styleGuide.panels.addPerson')}</Button>}
        />
        <Paper withBorder radius="md">
          <LoadingView label={t('styleGuide.panels.loadingPeople')} />
        </Paper>
      </SimpleGrid>
    </StyleGuideSection>
  );
}
