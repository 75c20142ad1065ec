import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '../../../components/page-title.tsx';
import { StyleGuideButtons } from './style-guide-buttons.tsx';
import { StyleGuideFeedback } from './style-guide-feedback.tsx';
import { StyleGuideFields } from './style-guide-fields.tsx';
import { StyleGuideColors, StyleGuidePanels } from './style-guide-panels.tsx';
import { StyleGuideSection } from './style-guide-section.tsx';

const SECTIONS = [
  { id: 'colors', label: 'Colours' },
  { id: 'typography', label: 'Typography' },
  { id: 'buttons', label: 'Buttons' },
  { id: 'fields', label: 'Fields' },
  { id: 'popups-and-toasts', label: 'Popups and toasts' },
  { id: 'panels', label: 'Panels' },
] as const;

/** The style guide (`/style-guide`, flag StyleGuide): Cairn's UI kit, live, in one page. */
export function StyleGuidePage() {
  return (
    <Stack gap="lg" pb="xl">
      <PageTitle title="Style guide" />
      <Group component="nav" aria-label="Style guide sections" gap="md">
        {SECTIONS.map((section) => (
          <Anchor key={section.id} href={`#${section.id}`} size="sm">
            {section.label}
          </Anchor>
        ))}
      </Group>
      <StyleGuideColors />
      <StyleGuideSection id="typography" title="Typography">
        <Stack gap={6}>
          <Title order={1}>Heading 1: the page</Title>
          <Title order={2}>Heading 2: a section</Title>
          <Title order={3}>Heading 3: a group</Title>
          <Text>Body text, for sentences people read. Plain text is always shown as text.</Text>
          <Text size="sm" c="dimmed">
            Secondary text, for hints and dates.
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
