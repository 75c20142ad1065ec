import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifyByStatus, notifyError, notifyNetworkError, notifySuccess } from '../../../lib/notify.ts';
import { StyleGuideSection } from './style-guide-section.tsx';
import './texts.ts';

/** The popup panel: type something, then press Escape to meet the unsaved-changes question. */
function PopupPanelDemo() {
  const { t } = useTranslation();
  const [isOpen, { open, close }] = useDisclosure(false);
  const [text, setText] = useState('');
  const handleClose = () => {
    setText('');
    close();
  };
  return (
    <>
      <Button variant="default" onClick={open}>
        {t('styleGuide.feedback.openPopupPanel')}
      </Button>
      <PopupPanel
        title={t('styleGuide.feedback.editNote')}
        opened={isOpen}
        onClose={handleClose}
        isDirty={text.length > 0}
        footer={
          <>
            <Button variant="default" onClick={handleClose}>
              {t('styleGuide.buttons.cancel')}
            </Button>
            <Button
              onClick={() => {
                notifySuccess(t('styleGuide.feedback.noteUpdated'));
                handleClose();
              }}
            >
              {t('styleGuide.buttons.save')}
            </Button>
          </>
        }
      >
        <Textarea
          label={t('styleGuide.feedback.note')}
          description={t('styleGuide.feedback.noteHint')}
          autosize
          minRows={3}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          data-autofocus
        />
      </PopupPanel>
    </>
  );
}

const STATUSES = [400, 401, 404, 422, 500] as const;

/** Popups and toasts: the popup panel, success and error toasts, and the notices by status. */
export function StyleGuideFeedback() {
  const { t } = useTranslation();
  return (
    <StyleGuideSection
      id="popups-and-toasts"
      title={t('styleGuide.section.popupsAndToasts')}
      description={t('styleGuide.feedback.description')}
    >
      <Stack gap="md">
        <Stack gap="xs">
          <Title order={3} fz="h5">
            {t('styleGuide.feedback.popupPanel')}
          </Title>
          <Group>
            <PopupPanelDemo />
          </Group>
        </Stack>
        <Stack gap="xs">
          <Title order={3} fz="h5">
            {t('styleGuide.feedback.toasts')}
          </Title>
          <Group gap="sm">
            <Button variant="default" onClick={() => notifySuccess(t('styleGuide.feedback.successText'))}>
              {t('styleGuide.feedback.success')}
            </Button>
            <Button
              variant="default"
              onClick={() =>
                notifyError(
                  new ApiError(409, [
                    { id: 'CONFLICT', type: 'error', text: t('styleGuide.feedback.conflict') },
                  ]),
                )
              }
            >
              {t('styleGuide.feedback.error')}
            </Button>
            <Button variant="default" onClick={notifyNetworkError}>
              {t('styleGuide.feedback.connectionLost')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t('styleGuide.feedback.byStatus')}
          </Text>
          <Group gap="sm">
            {STATUSES.map((status) => (
              <Button key={status} variant="default" size="xs" onClick={() => notifyByStatus(status)}>
                {status}
              </Button>
            ))}
          </Group>
        </Stack>
      </Stack>
    </StyleGuideSection>
  );
}
