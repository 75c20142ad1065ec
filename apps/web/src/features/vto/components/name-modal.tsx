import { VTO_TEXTS } from '@cairn/domain/vto/vto.constants';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { notifyError } from '../../../lib/notify.ts';

type TProps = {
  title: string;
  label: string;
  submitLabel: string;
  opened: boolean;
  onClose: () => void;
  /** Saves the name; a 422 shows its message on the field. */
  onSubmit: (name: string) => Promise<unknown>;
  /** The name it opens with (a rename). */
  initialName?: string;
};

/** A popup asking for one name (Create or rename a folder or a V/TO): required, the server's message on a clash. */
export function NameModal({
  title,
  label,
  submitLabel,
  opened,
  onClose,
  onSubmit,
  initialName = '',
}: TProps) {
  const [name, setName] = useState(initialName);
  // A rename opens with the current name each time.
  useEffect(() => {
    if (opened) setName(initialName);
  }, [opened, initialName]);
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);
  const submit = async () => {
    if (!name.trim()) return setError(VTO_TEXTS.required);
    setBusy(true);
    try {
      await onSubmit(name.trim());
      setName('');
      setError(undefined);
      onClose();
    } catch (failure) {
      if (isApiError(failure) && failure.status === 422) setError(failure.messages[0]?.text);
      else notifyError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <TextInput
          label={label}
          required
          data-autofocus
          value={name}
          error={error}
          maxLength={200}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(undefined);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void submit();
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={isBusy} disabled={!name.trim()}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
