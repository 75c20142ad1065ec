import { ActionIcon, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { PromptDialog } from '../prompt-dialog/prompt-dialog.tsx';
import './texts.ts';

type TProps = {
  folder: { id: string; title: string; isCompanyFolder: boolean };
  /** The other folders' titles (names stay unique). */
  otherTitles: readonly string[];
  maxLength: number;
  onRename: (title: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  /** After a delete (the folder page goes back to the list). */
  onDeleted?: () => void;
};

/**
 * A folder's menu (001 §2-§5), the V/TO's and the chart's: rename it (names stay unique), delete
 * it when it is empty (the company folder stays; the server says why when it refuses).
 */
export function FolderMenu({ folder, otherTitles, maxLength, onRename, onDelete, onDeleted }: TProps) {
  const { t } = useTranslation();
  const [isRenaming, setRenaming] = useState(false);
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('documents.folder.deleteQuestion', { title: folder.title }),
      children: <Text size="sm">{t('documents.folder.deleteBody')}</Text>,
      labels: { confirm: t('documents.delete'), cancel: t('documents.cancel') },
      confirmProps: { color: 'red' },
      // Awaited, not per-call callbacks: the folder page unmounts this menu when its folder
      // goes, and what follows the delete (going back to the list) must still run.
      onConfirm: async () => {
        try {
          await onDelete();
          notifySuccess(t('documents.deleted', { title: folder.title }));
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
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('documents.folder.actions', { title: folder.title })}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setRenaming(true)}>
            {t('documents.folder.rename')}
          </Menu.Item>
          {folder.isCompanyFolder ? null : (
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={confirmDelete}>
              {t('documents.folder.delete')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <PromptDialog
        title={t('documents.folder.rename')}
        label={t('documents.folderName')}
        confirmLabel={t('documents.rename')}
        initialValue={folder.title}
        maxLength={maxLength}
        forbiddenValues={otherTitles}
        forbiddenMessage={t('documents.folderExists')}
        opened={isRenaming}
        onClose={() => setRenaming(false)}
        onConfirm={onRename}
      />
    </>
  );
}
