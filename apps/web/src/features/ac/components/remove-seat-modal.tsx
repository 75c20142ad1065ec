import type { TAcSeat } from '@cairn/domain/ac/ac.schemas';
import { Button, Group, Modal, Text } from '@mantine/core';

/** 001 §4: the seat removal prompt: Cancel, Remove seat holder (not for a vacant seat), Delete seat. */
export function RemoveSeatModal(props: {
  seat: TAcSeat;
  onRemoveHolder: () => void;
  onDelete: () => void;
  onClose: () => void;
}) {
  const { seat } = props;
  const hasHolder = Boolean(seat.assignedToId || seat.placeholderName);
  return (
    <Modal opened onClose={props.onClose} title="Remove seat" centered>
      <Text size="sm" mb="md">
        Delete the {seat.title} seat (the seats reporting to it move up to its manager), or only take its
        holder off it?
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={props.onClose}>
          Cancel
        </Button>
        {hasHolder ? (
          <Button variant="light" onClick={props.onRemoveHolder}>
            Remove seat holder
          </Button>
        ) : null}
        <Button color="red" onClick={props.onDelete}>
          Delete seat
        </Button>
      </Group>
    </Modal>
  );
}
