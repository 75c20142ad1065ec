import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { StyleGuideSection } from './style-guide-section.tsx';
import './texts.ts';

/** Buttons: the variants Cairn uses and what each is for. */
export function StyleGuideButtons() {
  const { t } = useTranslation();
  return (
    <StyleGuideSection
      id="buttons"
      title={t('styleGuide.section.buttons')}
      description={t('styleGuide.buttons.description')}
    >
      <Stack gap="sm">
        <Group gap="sm">
          <Button>{t('styleGuide.buttons.save')}</Button>
          <Button variant="light">{t('styleGuide.buttons.light')}</Button>
          <Button variant="outline">{t('styleGuide.buttons.outline')}</Button>
          <Button variant="default">{t('styleGuide.buttons.cancel')}</Button>
          <Button variant="subtle">{t('styleGuide.buttons.subtle')}</Button>
        </Group>
        <Group gap="sm">
          <Button leftSection={<IconPlus size={18} aria-hidden />}>{t('styleGuide.buttons.addTodo')}</Button>
          <Button leftSection={<IconDeviceFloppy size={18} aria-hidden />} loading>
            {t('styleGuide.buttons.saving')}
          </Button>
          <Button disabled>{t('styleGuide.buttons.disabled')}</Button>
          <Button color="red" leftSection={<IconTrash size={18} aria-hidden />}>
            {t('styleGuide.buttons.remove')}
          </Button>
        </Group>
        <Group gap="sm" align="center">
          <Button size="xs">{t('styleGuide.buttons.extraSmall')}</Button>
          <Button size="sm">{t('styleGuide.buttons.small')}</Button>
          <Button size="md">{t('styleGuide.buttons.medium')}</Button>
          <ActionIcon variant="default" size="lg" aria-label={t('styleGuide.buttons.add')}>
            <IconPlus size={18} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('styleGuide.buttons.remove')}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <Text size="sm" c="dimmed">
          {t('styleGuide.buttons.iconHint')}
        </Text>
      </Stack>
    </StyleGuideSection>
  );
}
