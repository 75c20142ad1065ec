import type { TVtoCollection } from '@cairn/domain/vto/vto.schemas';
import { Anchor, Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { vtoDetailPath } from '../vto-paths.ts';
import { RevisionActions } from './revision-actions.tsx';

/** A folder's revisions: name, Draft/Published, when and by whom it was last changed, and (for non-observers) each one's menu. */
export function RevisionList({ folder, canManage = false }: { folder: TVtoCollection; canManage?: boolean }) {
  if (folder.revisions.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No V/TOs in this folder yet.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing="xs">
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
          {folder.revisions.map((revision) => (
            <Table.Tr key={revision.id}>
              <Table.Td>
                <Anchor component={Link} to={vtoDetailPath(folder.id, revision.id)}>
                  {revision.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={revision.isPublished ? 'green' : 'gray'}>
                  {revision.isPublished ? 'Published' : 'Draft'}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {new Date(revision.updated).toLocaleDateString()}
                  {revision.updatedByName ? ` by ${revision.updatedByName}` : ''}
                </Text>
              </Table.Td>
              {canManage ? (
                <Table.Td>
                  <RevisionActions folder={folder} revision={revision} />
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
