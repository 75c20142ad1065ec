import { VTO_TEXTS, VTO_TITLE_MAX_LENGTH } from '@cairn/domain/vto/vto.constants';
import type { TVtoCollection } from '@cairn/domain/vto/vto.schemas';
import { ActionIcon, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { PromptDialog } from '../../../components/prompt-dialog/prompt-dialog.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDeleteFolder, useRenameFolder, useVtoCollections } from '../api/vto-api.ts';

/**
 * A folder's menu (001 §2-§5): rename it (names stay unique), delete it when it is empty (the
 * company folder stays). `onDeleted` runs after a delete (the folder page goes back to the list).
 */
export function FolderActions({ folder, onDeleted }: { folder: TVtoCollection; onDeleted?: () => void }) {
  const rename = useRenameFolder();
  const remove = useDeleteFolder();
  const [isRenaming, setRenaming] = useState(false);
  const folders = useVtoCollections();
  const otherFolderTitles = (folders.data ?? []).filter((f) => f.id !== folder.id).map((f) => f.title);
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: `Delete the folder ${folder.title}?`,
      children: <Text size="sm">The folder is deleted. Only an empty folder can be deleted.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      // Awaited, not per-call callbacks: the folder page unmounts this menu when its folder
      // goes, and what follows the delete (going back to the list) must still run.
      onConfirm: async () => {
        try {
          await remove.mutateAsync({ collectionId: folder.id });
          notifySuccess(`Deleted: ${folder.title}`);
          onDeleted?.();
        } catch (failure) {
          notifyError(failure);
        }
      },
    });
  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Actions for the folder ${folder.title}`}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setRenaming(true)}>
            Rename folder
          </Menu.Item>
          {folder.isCompanyFolder ? null : (
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={confirmDelete}>
              Delete folder
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <PromptDialog
        title="Rename folder"
        label="Folder name"
        confirmLabel="Rename"
        initialValue={folder.title}
        maxLength={VTO_TITLE_MAX_LENGTH}
        forbiddenValues={otherFolderTitles}
        forbiddenMessage={VTO_TEXTS.folderExists}
        opened={isRenaming}
        onClose={() => setRenaming(false)}
        onConfirm={(title) => rename.mutateAsync({ collectionId: folder.id, title })}
      />
    </>
  );
}
