import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useSession } from '../../lib/session/session-query.ts';
import type { TDocumentFolder, TDocumentWebKind } from './document-kind.ts';
import { FolderMenu } from './folder-menu.tsx';
import { RevisionMenu } from './revision-menu.tsx';
import { RevisionTable } from './revision-table.tsx';
import './texts.ts';

/** Whether the signed-in person may make and change folders and revisions (never an Observer). */
export function useCanManageDocuments() {
  const { data: session } = useSession();
  return Boolean(session?.person && session.person.role !== 'Observer');
}

/**
 * A folder's menu (001 §2-§5): rename it, delete it when it is empty (the company folder stays).
 * `onDeleted` runs after a delete (the folder page goes back to the list).
 */
export function DocumentFolderMenu({
  kind,
  folder,
  onDeleted,
}: {
  kind: TDocumentWebKind;
  folder: TDocumentFolder;
  onDeleted?: () => void;
}) {
  const actions = kind.useActions();
  const folders = kind.useFolders();
  return (
    <FolderMenu
      folder={folder}
      otherTitles={(folders.data ?? []).filter((f) => f.id !== folder.id).map((f) => f.title)}
      maxLength={kind.maxLength}
      onRename={(title) => actions.renameFolder(folder.id, title)}
      onDelete={() => actions.deleteFolder(folder.id)}
      onDeleted={onDeleted}
    />
  );
}

/**
 * A folder's revisions: name, Draft/Published, when (and by whom) last changed, and for
 * non-observers each one's menu: rename, copy (when the document copies by name), move, delete.
 */
export function FolderRevisions({
  kind,
  folder,
  canManage,
}: {
  kind: TDocumentWebKind;
  folder: TDocumentFolder;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const actions = kind.useActions();
  const folders = kind.useFolders();
  const { copy } = actions;
  const menu = (revision: TDocumentFolder['revisions'][number]) => {
    const ref = { collectionId: folder.id, revisionId: revision.id };
    return (
      <RevisionMenu
        kindTexts={kind.texts}
        revision={revision}
        folderId={folder.id}
        siblingTitles={folder.revisions.filter((r) => r.id !== revision.id).map((r) => r.title)}
        folders={folders.data ?? []}
        folderLabel={kind.folderLabel}
        maxLength={kind.maxLength}
        onRename={(title) => actions.rename(ref, title)}
        onCopy={copy ? (title) => copy(ref, title) : undefined}
        onMove={(target) => actions.move(ref, target)}
        onDelete={() => actions.remove(ref)}
      />
    );
  };
  return (
    <RevisionTable
      revisions={folder.revisions}
      pathOf={(revision) => kind.revisionPath(folder.id, revision.id)}
      emptyText={t(canManage ? kind.texts.emptyStart : kind.texts.empty)}
      label={t(kind.texts.inFolder, { folder: folder.title })}
      actions={canManage ? menu : undefined}
    />
  );
}
