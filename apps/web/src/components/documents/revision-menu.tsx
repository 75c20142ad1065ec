import { ActionIcon, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCopy, IconDots, IconFolderShare, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { PromptDialog } from '../prompt-dialog/prompt-dialog.tsx';
import type { TDocumentTexts } from './document-kind.ts';
import { MoveToFolderPopup, type TFolderOption, type TMoveTarget } from './move-to-folder-popup.tsx';
import './texts.ts';

type TProps = {
  /** The document kind's words (the V/TO's or the chart's). */
  kindTexts: TDocumentTexts;
  revision: { id: string; title: string };
  folderId: string;
  /** The other revisions' titles in the folder (a rename or a copy may not take one). */
  siblingTitles: readonly string[];
  /** Every folder, for Move. */
  folders: readonly TFolderOption[];
  folderLabel?: (title: string) => string;
  maxLength: number;
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
  kindTexts,
  revision,
  folderId,
  siblingTitles,
  folders,
  folderLabel,
  maxLength,
  onRename,
  onMove,
  onDelete,
  onCopy,
}: TProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'rename' | 'copy' | 'move' | null>(null);
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('documents.revision.deleteQuestion', { title: revision.title }),
      children: <Text size="sm">{t(kindTexts.deleteBody, { removed: t(kindTexts.removed) })}</Text>,
      labels: { confirm: t('documents.delete'), cancel: t('documents.cancel') },
      confirmProps: { color: 'red' },
      // Awaited: the row (and this menu) goes with the revision, and the toast must still show.
      onConfirm: async () => {
        try {
          await onDelete();
          notifySuccess(t('documents.deleted', { title: revision.title }));
        } catch (failure) {
          notifyError(failure);
        }
      },
    });
  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('documents.revision.actions', { title: revision.title })}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setOpen('rename')}>
            {t('documents.rename')}
          </Menu.Item>
          {onCopy ? (
            <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => setOpen('copy')}>
              {t('documents.copy')}
            </Menu.Item>
          ) : null}
          <Menu.Item leftSection={<IconFolderShare size={16} aria-hidden />} onClick={() => setOpen('move')}>
            {t('documents.revision.moveToFolder')}
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={confirmDelete}>
            {t('documents.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <PromptDialog
        title={t(kindTexts.renameRevision)}
        label={t(kindTexts.revisionName)}
        confirmLabel={t('documents.rename')}
        initialValue={revision.title}
        maxLength={maxLength}
        forbiddenValues={siblingTitles}
        forbiddenMessage={t(kindTexts.revisionExists)}
        opened={open === 'rename'}
        onClose={() => setOpen(null)}
        onConfirm={onRename}
      />
      {onCopy ? (
        <PromptDialog
          title={t(kindTexts.copyRevision)}
          label={t('documents.revision.copyName')}
          confirmLabel={t('documents.copy')}
          initialValue={t('documents.revision.copyOf', { title: revision.title })}
          maxLength={maxLength}
          forbiddenValues={[...siblingTitles, revision.title]}
          forbiddenMessage={t(kindTexts.revisionExists)}
          opened={open === 'copy'}
          onClose={() => setOpen(null)}
          onConfirm={async (title) => {
            await onCopy(title);
            notifySuccess(t('documents.revision.copied', { title }));
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
          onMove={onMove}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
