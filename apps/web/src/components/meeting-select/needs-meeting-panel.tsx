import { ITEM_TEXTS } from '@cairn/domain/items/items.constants';
import { Button, Text } from '@mantine/core';
import { useModalNavigate } from '../../lib/navigation/modal-route.tsx';
import { PopupPanel } from '../popup-panel/popup-panel.tsx';

/** The path of the create-meeting popup (a modal route). */
const NEW_MEETING_PATH = '/meeting/new';

type TProps = {
  /** The item as the heading names it: 'To-Do', 'Rock', 'Issue', 'Headline'. */
  itemName: string;
  /** The spec's sentence for this item (`ITEM_TEXTS.needsMeeting(...)` of its type). */
  text: string;
  onClose: () => void;
};

/**
 * Shown instead of an add popup when the person has no meeting yet (002 §5: adding a first item
 * needs a meeting): says so and offers to create one.
 */
export function NeedsMeetingPanel({ itemName, text, onClose }: TProps) {
  const openModal = useModalNavigate();
  const handleCreate = () => {
    onClose();
    openModal(NEW_MEETING_PATH);
  };
  return (
    <PopupPanel
      title={`Adding a first ${itemName} requires a meeting`}
      onClose={onClose}
      size="md"
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={handleCreate} data-autofocus>
            {ITEM_TEXTS.createMeeting}
          </Button>
        </>
      }
    >
      <Text>{text}</Text>
    </PopupPanel>
  );
}
