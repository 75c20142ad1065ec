import { Anchor, Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../lib/i18n/format.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import './texts.ts';

type TRevisionRow = {
  id: string;
  title: string;
  isPublished: boolean;
  updated: string;
  updatedByName?: string | null;
};

type TProps<T extends TRevisionRow> = {
  revisions: readonly T[];
  /** Where a revision's name leads. */
  pathOf: (revision: T) => string;
  /** What an empty folder says. */
  emptyText: string;
  /** The table's name for screen readers. */
  label?: string;
  /** Each row's menu (non-observers only); no column without it. */
  actions?: (revision: T) => ReactNode;
};

/**
 * A folder's revisions (the V/TO's and the chart's): name, Draft/Published, when and by whom it
 * was last changed, and each one's menu when given.
 */
export function RevisionTable<T extends TRevisionRow>({
  revisions,
  pathOf,
  emptyText,
  label,
  actions,
}: TProps<T>) {
  const { t } = useTranslation();
  if (revisions.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {emptyText}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('documents.table.name')}</Table.Th>
            <Table.Th>{t('documents.table.status')}</Table.Th>
            <Table.Th>{t('documents.table.lastUpdated')}</Table.Th>
            {actions ? (
              <Table.Th w={48}>
                <VisuallyHidden>{t('documents.table.actions')}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {revisions.map((revision) => (
            <Table.Tr key={revision.id}>
              <Table.Td>
                <Anchor component={Link} to={pathOf(revision)}>
                  {revision.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={revision.isPublished ? 'green' : 'gray'}>
                  {t(revision.isPublished ? 'documents.table.published' : 'documents.table.draft')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {revision.updatedByName
                    ? t('documents.table.updatedBy', {
                        date: formatDate(revision.updated),
                        name: revision.updatedByName,
                      })
                    : formatDate(revision.updated)}
                </Text>
              </Table.Td>
              {actions ? <Table.Td>{actions(revision)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
