import { VTO_TEXTS, VTO_TITLE_MAX_LENGTH } from '@cairn/domain/vto/vto.constants';
import type { TVtoCollection } from '@cairn/domain/vto/vto.schemas';
import { FolderMenu } from '../../../components/folders/folder-menu.tsx';
import { useDeleteFolder, useRenameFolder, useVtoCollections } from '../api/vto-api.ts';

/**
 * A V/TO folder's menu (001 §2-§5): rename it, delete it when it is empty (the company folder
 * stays). `onDeleted` runs after a delete (the folder page goes back to the list).
 */
export function FolderActions({ folder, onDeleted }: { folder: TVtoCollection; onDeleted?: () => void }) {
  const rename = useRenameFolder();
  const remove = useDeleteFolder();
  const folders = useVtoCollections();
  return (
    <FolderMenu
      folder={folder}
      otherTitles={(folders.data ?? []).filter((f) => f.id !== folder.id).map((f) => f.title)}
      maxLength={VTO_TITLE_MAX_LENGTH}
      existsMessage={VTO_TEXTS.folderExists}
      onRename={(title) => rename.mutateAsync({ collectionId: folder.id, title })}
      onDelete={() => remove.mutateAsync({ collectionId: folder.id })}
      onDeleted={onDeleted}
    />
  );
}
