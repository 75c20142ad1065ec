import { truncateFolderTitle, VTO_TEXTS, VTO_TITLE_MAX_LENGTH } from '@cairn/domain/vto/vto.constants';
import type { TVtoCollection, TVtoRevisionSummary } from '@cairn/domain/vto/vto.schemas';
import { ActionIcon, Button, Group, Menu, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDots, IconFolderShare, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { PromptDialog } from '../../../components/prompt-dialog/prompt-dialog.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDeleteRevision, useMoveRevision, useRenameRevision, useVtoCollections } from '../api/vto-api.ts';

const NEW_FOLDER = 'new-folder';

/** Move a revision to another folder, or to a new one named here (001 §2-§5). */
function MoveRevisionModal({
  folder,
  revision,
  opened,
  onClose,
}: {
  folder: TVtoCollection;
  revision: TVtoRevisionSummary;
  opened: boolean;
  onClose: () => void;
}) {
  const folders = useVtoCollections();
  const move = useMoveRevision();
  const [target, setTarget] = useState<string | null>(null);
  const [newTitle, setNewTitle] = useState('');
  const [error, setError] = useState<string | undefined>();
  const options = [
    ...(folders.data ?? [])
      .filter((f) => f.id !== folder.id)
      .map((f) => ({ value: f.id, label: truncateFolderTitle(f.title) })),
    { value: NEW_FOLDER, label: 'A new folder…' },
  ];
  const isNew = target === NEW_FOLDER;
  const submit = () =>
    move.mutate(
      {
        collectionId: folder.id,
        revisionId: revision.id,
        ...(isNew ? { newFolderTitle: newTitle.trim() } : { to: target ?? '' }),
      },
      {
        onSuccess: () => {
          notifySuccess(`Moved: ${revision.title}`);
          onClose();
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.status === 422) setError(failure.messages[0]?.text);
          else notifyError(failure);
        },
      },
    );
  return (
    <Modal opened={opened} onClose={onClose} title={`Move ${revision.title}`} centered>
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
            maxLength={200}
            error={error}
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
          <Button onClick={submit} loading={move.isPending} disabled={!target || (isNew && !newTitle.trim())}>
            Move
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * A revision's menu on the folder lists (001 §2-§5): rename it, move it to another folder (or a
 * new one), delete it after a confirmation. The server decides who may (002 §5); a refusal is a toast.
 */
export function RevisionActions({
  folder,
  revision,
}: {
  folder: TVtoCollection;
  revision: TVtoRevisionSummary;
}) {
  const rename = useRenameRevision();
  const remove = useDeleteRevision();
  const [open, setOpen] = useState<'rename' | 'move' | null>(null);
  const ref = { collectionId: folder.id, revisionId: revision.id };
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: `Delete ${revision.title}?`,
      children: (
        <Text size="sm">
          This V/TO is removed for everyone. Anyone who has it open is told: "{VTO_TEXTS.removed}"
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      // Awaited: the row (and this menu) goes with the revision, and the toast must still show.
      onConfirm: async () => {
        try {
          await remove.mutateAsync(ref);
          notifySuccess(`Deleted: ${revision.title}`);
        } catch (failure) {
          notifyError(failure);
        }
      },
    });
  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${revision.title}`}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setOpen('rename')}>
            Rename
          </Menu.Item>
          <Menu.Item leftSection={<IconFolderShare size={16} aria-hidden />} onClick={() => setOpen('move')}>
            Move to folder
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={confirmDelete}>
            Delete
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <PromptDialog
        title="Rename V/TO"
        label="V/TO name"
        confirmLabel="Rename"
        initialValue={revision.title}
        maxLength={VTO_TITLE_MAX_LENGTH}
        forbiddenValues={folder.revisions.filter((r) => r.id !== revision.id).map((r) => r.title)}
        forbiddenMessage={VTO_TEXTS.revisionExists}
        opened={open === 'rename'}
        onClose={() => setOpen(null)}
        onConfirm={(title) => rename.mutateAsync({ ...ref, title })}
      />
      {open === 'move' ? (
        <MoveRevisionModal folder={folder} revision={revision} opened onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
