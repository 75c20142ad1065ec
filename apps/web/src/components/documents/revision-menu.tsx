import { ActionIcon, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCopy, IconDots, IconFolderShare, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { PromptDialog } from '../prompt-dialog/prompt-dialog.tsx';
import { capitalise } from './document-kind.ts';
import { MoveToFolderPopup, type TFolderOption, type TMoveTarget } from './move-to-folder-popup.tsx';

type TProps = {
  /** What a revision is called here: 'V/TO' or 'chart'. */
  noun: string;
  revision: { id: string; title: string };
  folderId: string;
  /** The other revisions' titles in the folder (a rename or a copy may not take one). */
  siblingTitles: readonly string[];
  /** Every folder, for Move. */
  folders: readonly TFolderOption[];
  folderLabel?: (title: string) => string;
  maxLength: number;
  texts: { exists: string; removed: string; folderExists: string };
  onRename: (title: string) => Promise<unknown>;
  onMove: (target: TMoveTarget) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  /** A draft copy in the folder by the name given (absent: no Copy entry). */
  onCopy?: (title: string) => Promise<unknown>;
};

/**
 * A revision's menu on the folder lists (001 §2-§5), the V/TO's and the chart's: rename it, copy
 * it, move it to another folder (or a new one), delete it after a confirmation. The server decides
 * who may (002 §5); a refusal is a toast.
 */
export function RevisionMenu({
  noun,
  revision,
  folderId,
  siblingTitles,
  folders,
  folderLabel,
  maxLength,
  texts,
  onRename,
  onMove,
  onDelete,
  onCopy,
}: TProps) {
  const [open, setOpen] = useState<'rename' | 'copy' | 'move' | null>(null);
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: `Delete ${revision.title}?`,
      children: (
        <Text size="sm">
          This {noun} is removed for everyone. Anyone who has it open is told: "{texts.removed}"
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      // Awaited: the row (and this menu) goes with the revision, and the toast must still show.
      onConfirm: async () => {
        try {
          await onDelete();
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
          {onCopy ? (
            <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => setOpen('copy')}>
              Copy
            </Menu.Item>
          ) : null}
          <Menu.Item leftSection={<IconFolderShare size={16} aria-hidden />} onClick={() => setOpen('move')}>
            Move to folder
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={confirmDelete}>
            Delete
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <PromptDialog
        title={`Rename ${noun}`}
        label={`${capitalise(noun)} name`}
        confirmLabel="Rename"
        initialValue={revision.title}
        maxLength={maxLength}
        forbiddenValues={siblingTitles}
        forbiddenMessage={texts.exists}
        opened={open === 'rename'}
        onClose={() => setOpen(null)}
        onConfirm={onRename}
      />
      {onCopy ? (
        <PromptDialog
          title={`Copy ${noun}`}
          label={`Name of the copy`}
          confirmLabel="Copy"
          initialValue={`${revision.title} (copy)`}
          maxLength={maxLength}
          forbiddenValues={[...siblingTitles, revision.title]}
          forbiddenMessage={texts.exists}
          opened={open === 'copy'}
          onClose={() => setOpen(null)}
          onConfirm={async (title) => {
            await onCopy(title);
            notifySuccess(`Copied: ${title}`);
          }}
        />
      ) : null}
      {open === 'move' ? (
        <MoveToFolderPopup
          itemTitle={revision.title}
          folders={folders}
          currentFolderId={folderId}
          folderLabel={folderLabel}
          maxLength={maxLength}
          folderExists={texts.folderExists}
          onMove={onMove}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
