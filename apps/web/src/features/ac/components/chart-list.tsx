import { AC_TEXTS, AC_TITLE_MAX_LENGTH } from '@cairn/domain/ac/ac.constants';
import type { TAcCollection } from '@cairn/domain/ac/ac.schemas';
import { Anchor, Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { FolderMenu } from '../../../components/folders/folder-menu.tsx';
import { RevisionMenu } from '../../../components/folders/revision-menu.tsx';
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
  if (folder.revisions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No charts in this folder yet{canManage ? ': start one with New chart.' : '.'}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing="xs" aria-label={`Charts in ${folder.title}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Last updated</Table.Th>
            {canManage ? (
              <Table.Th w={48}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {folder.revisions.map((revision) => {
            const ref = { collectionId: folder.id, revisionId: revision.id };
            return (
              <Table.Tr key={revision.id}>
                <Table.Td>
                  <Anchor component={Link} to={acChartPath(folder.id, revision.id)}>
                    {revision.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={revision.isPublished ? 'green' : 'gray'}>
                    {revision.isPublished ? 'Published' : 'Draft'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{new Date(revision.updated).toLocaleDateString()}</Text>
                </Table.Td>
                {canManage ? (
                  <Table.Td>
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
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
