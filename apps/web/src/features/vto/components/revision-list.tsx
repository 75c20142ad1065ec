import type { TVtoCollection } from '@cairn/domain/vto/vto.schemas';
import { RevisionTable } from '../../../components/folders/revision-table.tsx';
import { vtoDetailPath } from '../vto-paths.ts';
import { RevisionActions } from './revision-actions.tsx';

/** A folder's revisions: name, Draft/Published, when and by whom it was last changed, and (for non-observers) each one's menu. */
export function RevisionList({ folder, canManage = false }: { folder: TVtoCollection; canManage?: boolean }) {
  return (
    <RevisionTable
      revisions={folder.revisions}
      pathOf={(revision) => vtoDetailPath(folder.id, revision.id)}
      emptyText="No V/TOs in this folder yet."
      actions={canManage ? (revision) => <RevisionActions folder={folder} revision={revision} /> : undefined}
    />
  );
}
