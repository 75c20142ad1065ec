import { isForbiddenAnswer } from '@cairn/domain/common/field-rules';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import './texts.ts';

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
  onMove,
  onClose,
}: TProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string | null>(null);
  const [newTitle, setNewTitle] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isMoving, setMoving] = useState(false);
  const options = [
    ...folders
      .filter((f) => f.id !== currentFolderId)
      .map((f) => ({ value: f.id, label: folderLabel(f.title) })),
    { value: NEW_FOLDER, label: t('documents.move.newFolder') },
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
      notifySuccess(t('documents.move.moved', { title: itemTitle }));
      onClose();
    } catch (failure) {
      if (isApiError(failure) && failure.status === 422) setError(failure.messages[0]?.text);
      else notifyError(failure);
    } finally {
      setMoving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('documents.move.title', { title: itemTitle })} centered>
      <Stack>
        <Select
          label={t('documents.move.folder')}
          placeholder={t('documents.move.chooseFolder')}
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
            label={t('documents.move.newFolderName')}
            required
            value={newTitle}
            maxLength={maxLength}
            error={isDuplicate ? t('documents.folderExists') : error}
            onChange={(e) => {
              setNewTitle(e.currentTarget.value);
              setError(undefined);
            }}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('documents.cancel')}
          </Button>
          <Button
            onClick={() => void submit()}
            loading={isMoving}
            disabled={!target || (isNew && (!newTitle.trim() || isDuplicate))}
          >
            {t('documents.move.move')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
