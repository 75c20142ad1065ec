import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyByStatus, notifyError, notifyNetworkError, notifySuccess } from '../../../lib/notify.ts';
import { StyleGuideSection } from './style-guide-section.tsx';

/** The popup panel: type something, then press Escape to meet the unsaved-changes question. */
function PopupPanelDemo() {
  const [isOpen, { open, close }] = useDisclosure(false);
  const [text, setText] = useState('');
  const handleClose = () => {
    setText('');
    close();
  };
  return (
    <>
      <Button variant="default" onClick={open}>
        Open popup panel
      </Button>
      <PopupPanel
        title="Edit note"
        opened={isOpen}
        onClose={handleClose}
        isDirty={text.length > 0}
        footer={
          <>
            <Button variant="default" onClick={handleClose}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                notifySuccess('Updated: note');
                handleClose();
              }}
            >
              Save
            </Button>
          </>
        }
      >
        <Textarea
          label="Note"
          description="Type something, then press Escape or the close button."
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
  return (
    <StyleGuideSection
      id="popups-and-toasts"
      title="Popups and toasts"
      description="Success toasts last 2 seconds; error toasts and status notices 5 seconds; the connection notice stays until closed."
    >
      <Stack gap="md">
        <Stack gap="xs">
          <Title order={3} fz="h5">
            Popup panel
          </Title>
          <Group>
            <PopupPanelDemo />
          </Group>
        </Stack>
        <Stack gap="xs">
          <Title order={3} fz="h5">
            Toasts
          </Title>
          <Group gap="sm">
            <Button variant="default" onClick={() => notifySuccess('Created: Hire a sales lead')}>
              Success
            </Button>
            <Button
              variant="default"
              onClick={() =>
                notifyError(
                  new ApiError(409, [
                    {
                      id: 'CONFLICT',
                      type: 'error',
                      text: 'Someone else changed this item. Reload it and try again.',
                    },
                  ]),
                )
              }
            >
              Error (ERROR + message)
            </Button>
            <Button variant="default" onClick={notifyNetworkError}>
              Connection lost
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            Notices by status, when an answer carries no message:
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
