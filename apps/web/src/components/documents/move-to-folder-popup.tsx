import { isForbiddenAnswer } from '@cairn/domain/common/field-rules';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';

const NEW_FOLDER = 'new-folder';

/** Where a move goes: an existing folder, or a new one made by name (001 §2, §5). */
export type TMoveTarget = { collectionId: string } | { newFolderTitle: string };

export type TFolderOption = { id: string; title: string };

type TProps = {
  /** The moved revision's title (the popup's title and the success toast). */
  itemTitle: string;
  /** Every folder; the one it is in is left out of the choice. */
  folders: readonly TFolderOption[];
  currentFolderId: string;
  /** How a folder is shown in the list (long names truncated). */
  folderLabel?: (title: string) => string;
  maxLength: number;
  /** 'A folder with this name already exists. ...' (001 §5), said as soon as a new name is one. */
  folderExists: string;
  onMove: (target: TMoveTarget) => Promise<unknown>;
  onClose: () => void;
};

/**
 * Move a V/TO or a chart to another folder, or to a new one named here (001 §2-§5); Move stays
 * disabled while the new name is blank or an existing folder's. A refusal (422) shows under the
 * field and keeps what was chosen; anything else is a toast.
 */
export function MoveToFolderPopup({
  itemTitle,
  folders,
  currentFolderId,
  folderLabel = (title) => title,
  maxLength,
  folderExists,
  onMove,
  onClose,
}: TProps) {
  const [target, setTarget] = useState<string | null>(null);
  const [newTitle, setNewTitle] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isMoving, setMoving] = useState(false);
  const options = [
    ...folders
      .filter((f) => f.id !== currentFolderId)
      .map((f) => ({ value: f.id, label: folderLabel(f.title) })),
    { value: NEW_FOLDER, label: 'A new folder…' },
  ];
  const isNew = target === NEW_FOLDER;
  // 001 §5: Move is disabled while the new name is blank or is an existing folder's (any case, trimmed).
  const isDuplicate =
    isNew &&
    isForbiddenAnswer(
      newTitle,
      folders.map((folder) => folder.title),
    );
  const submit = async () => {
    setMoving(true);
    try {
      await onMove(isNew ? { newFolderTitle: newTitle.trim() } : { collectionId: target ?? '' });
      notifySuccess(`Moved: ${itemTitle}`);
      onClose();
    } catch (failure) {
      if (isApiError(failure) && failure.status === 422) setError(failure.messages[0]?.text);
      else notifyError(failure);
    } finally {
      setMoving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={`Move ${itemTitle}`} centered>
      <Stack>
        <Select
          label="Folder"
          placeholder="Choose a folder"
          data={options}
          value={target}
          onChange={(value) => {
            setTarget(value);
            setError(undefined);
          }}
          error={isNew ? undefined : error}
          withAsterisk
          comboboxProps={{ withinPortal: true }}
        />
        {isNew ? (
          <TextInput
            label="New folder name"
            required
            value={newTitle}
            maxLength={maxLength}
            error={isDuplicate ? folderExists : error}
            onChange={(e) => {
              setNewTitle(e.currentTarget.value);
              setError(undefined);
            }}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => void submit()}
            loading={isMoving}
            disabled={!target || (isNew && (!newTitle.trim() || isDuplicate))}
          >
            Move
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
