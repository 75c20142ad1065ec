import { Button, Text } from '@mantine/core';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { useModalNavigate } from '../../../lib/navigation/modal-route.tsx';
import { TODO_UI_TEXTS } from './todo-texts.ts';

/** The path of the create-meeting popup (a modal route). */
const NEW_MEETING_PATH = '/meeting/new';

/**
 * Shown instead of Add To-Do when the person has no meeting yet (002 §5: adding a first item
 * needs a meeting): says so and offers to create one.
 */
export function NeedsMeetingPanel({ onClose }: { onClose: () => void }) {
  const openModal = useModalNavigate();
  const handleCreate = () => {
    onClose();
    openModal(NEW_MEETING_PATH);
  };
  return (
    <PopupPanel
      title={TODO_UI_TEXTS.firstNeedsMeeting}
      onClose={onClose}
      size="md"
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={handleCreate} data-autofocus>
            {TODO_UI_TEXTS.createMeeting}
          </Button>
        </>
      }
    >
      <Text>{TODO_UI_TEXTS.needsMeeting}</Text>
    </PopupPanel>
  );
}
