import { truncateFolderTitle, VTO_TEXTS, VTO_TITLE_MAX_LENGTH } from '@cairn/domain/vto/vto.constants';
import type { TVtoCollection, TVtoRevisionSummary } from '@cairn/domain/vto/vto.schemas';
import { RevisionMenu } from '../../../components/folders/revision-menu.tsx';
import { useDeleteRevision, useMoveRevision, useRenameRevision, useVtoCollections } from '../api/vto-api.ts';

/**
 * A V/TO's menu on the folder lists (001 §2-§5): rename it, move it to another folder (or a new
 * one), delete it after a confirmation (copies are made from the V/TO itself, with their parts).
 */
export function RevisionActions({
  folder,
  revision,
}: {
  folder: TVtoCollection;
  revision: TVtoRevisionSummary;
}) {
  const rename = useRenameRevision();
  const move = useMoveRevision();
  const remove = useDeleteRevision();
  const folders = useVtoCollections();
  const ref = { collectionId: folder.id, revisionId: revision.id };
  return (
    <RevisionMenu
      noun="V/TO"
      revision={revision}
      folderId={folder.id}
      siblingTitles={folder.revisions.filter((r) => r.id !== revision.id).map((r) => r.title)}
      folders={folders.data ?? []}
      folderLabel={truncateFolderTitle}
      maxLength={VTO_TITLE_MAX_LENGTH}
      texts={{ exists: VTO_TEXTS.revisionExists, removed: VTO_TEXTS.removed }}
      onRename={(title) => rename.mutateAsync({ ...ref, title })}
      onMove={(target) =>
        move.mutateAsync({
          ...ref,
          ...('collectionId' in target
            ? { to: target.collectionId }
            : { newFolderTitle: target.newFolderTitle }),
        })
      }
      onDelete={() => remove.mutateAsync(ref)}
    />
  );
}
