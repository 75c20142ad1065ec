import type { TAcSeat } from '@cairn/domain/ac/ac.schemas';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

/** 001 §4: the seat removal prompt: Cancel, Remove seat holder (not for a vacant seat), Delete seat. */
export function RemoveSeatModal(props: {
  seat: TAcSeat;
  onRemoveHolder: () => void;
  onDelete: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { seat } = props;
  const hasHolder = Boolean(seat.assignedToId || seat.placeholderName);
  return (
    <Modal opened onClose={props.onClose} title={t('ac.remove.title')} centered>
      <Text size="sm" mb="md">
        {t('ac.remove.question', { title: seat.title })}
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={props.onClose}>
          {t('ac.remove.cancel')}
        </Button>
        {hasHolder ? (
          <Button variant="light" onClick={props.onRemoveHolder}>
            {t('ac.remove.removeHolder')}
          </Button>
        ) : null}
        <Button color="red" onClick={props.onDelete}>
          {t('ac.remove.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
