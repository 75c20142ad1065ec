import { modals } from '@mantine/modals';

/** Asks before deleting an item ("Delete this rock?" with its title); deletes on confirm. */
export function confirmDelete({
  question,
  name,
  onConfirm,
}: {
  question: string;
  name: string;
  onConfirm: () => void;
}) {
  modals.openConfirmModal({
    title: question,
    children: name,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
