import { Button, Text } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useModalNavigate } from '../../lib/navigation/modal-route.tsx';
import { PopupPanel } from '../popup-panel/popup-panel.tsx';
import './texts.ts';

/** The path of the create-meeting popup (a modal route). */
const NEW_MEETING_PATH = '/meeting/new';

type TProps = {
  /** The item as the heading names it, in the person's language: 'To-Do', 'Rock', 'Issue', 'Headline'. */
  itemName: string;
  /** The spec's sentence for this item (`ITEM_TEXTS.needsMeeting(...)` of its type), in the person's language. */
  text: string;
  onClose: () => void;
};

/**
 * Shown instead of an add popup when the person has no meeting yet (002 §5: adding a first item
 * needs a meeting): says so and offers to create one.
 */
export function NeedsMeetingPanel({ itemName, text, onClose }: TProps) {
  const { t } = useTranslation();
  const openModal = useModalNavigate();
  const handleCreate = () => {
    onClose();
    openModal(NEW_MEETING_PATH);
  };
  return (
    <PopupPanel
      title={t('meetingSelect.needsMeeting.title', { item: itemName })}
      onClose={onClose}
      size="md"
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            {t('meetingSelect.needsMeeting.cancel')}
          </Button>
          <Button onClick={handleCreate} data-autofocus>
            {t('meetingSelect.needsMeeting.create')}
          </Button>
        </>
      }
    >
      <Text>{text}</Text>
    </PopupPanel>
  );
}
