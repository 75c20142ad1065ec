import { AC_TEXTS, AC_TITLE_MAX_LENGTH } from '@cairn/domain/ac/ac.constants';
import type { TAcCollection } from '@cairn/domain/ac/ac.schemas';
import { FolderMenu } from '../../../components/folders/folder-menu.tsx';
import { RevisionMenu } from '../../../components/folders/revision-menu.tsx';
import { RevisionTable } from '../../../components/folders/revision-table.tsx';
import { acChartPath } from '../ac-paths.ts';
import { useAcCollections, useAcFolderActions } from '../api/ac-api.ts';

/** A chart folder's menu: rename it, delete it when empty (never the company folder). */
export function AcFolderActions({ folder, onDeleted }: { folder: TAcCollection; onDeleted?: () => void }) {
  const actions = useAcFolderActions();
  const folders = useAcCollections();
  return (
    <FolderMenu
      folder={folder}
      otherTitles={(folders.data ?? []).filter((f) => f.id !== folder.id).map((f) => f.title)}
      maxLength={AC_TITLE_MAX_LENGTH}
      existsMessage={AC_TEXTS.folderExists}
      onRename={(title) => actions.renameFolder.mutateAsync({ collectionId: folder.id, title })}
      onDelete={() => actions.deleteFolder.mutateAsync(folder.id)}
      onDeleted={onDeleted}
    />
  );
}

/**
 * A folder's charts: name, Draft/Published, when last changed, and (for non-observers) each
 * one's menu: rename, copy, move to another folder, delete.
 */
export function ChartList({ folder, canManage }: { folder: TAcCollection; canManage: boolean }) {
  const actions = useAcFolderActions();
  const folders = useAcCollections();
  const menu = (revision: TAcCollection['revisions'][number]) => {
    const ref = { collectionId: folder.id, revisionId: revision.id };
    return (
      <RevisionMenu
        noun="chart"
        revision={revision}
        folderId={folder.id}
        siblingTitles={folder.revisions.filter((r) => r.id !== revision.id).map((r) => r.title)}
        folders={folders.data ?? []}
        maxLength={AC_TITLE_MAX_LENGTH}
        texts={{ exists: AC_TEXTS.revisionExists, removed: AC_TEXTS.removed }}
        onRename={(title) => actions.rename.mutateAsync({ ...ref, title })}
        onCopy={(title) => actions.copy.mutateAsync({ ...ref, title })}
        onMove={(target) => actions.move.mutateAsync({ ...ref, target })}
        onDelete={() => actions.remove.mutateAsync(ref)}
      />
    );
  };
  return (
    <RevisionTable
      revisions={folder.revisions}
      pathOf={(revision) => acChartPath(folder.id, revision.id)}
      emptyText={`No charts in this folder yet${canManage ? ': start one with New chart.' : '.'}`}
      label={`Charts in ${folder.title}`}
      actions={canManage ? menu : undefined}
    />
  );
}
