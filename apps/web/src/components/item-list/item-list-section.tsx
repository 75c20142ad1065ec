import { Group, Pagination, Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { SearchBox } from '../form/search-box.tsx';
import './texts.ts';

type TProps = {
  /** The section heading, e.g. 'Rocks'; none on a page whose title already says it. */
  title?: string;
  /** The plural the search box names, in the person's language, e.g. 'rocks'. */
  itemsLabel: string;
  /** The add button, for those who may add. */
  action?: ReactNode;
  /** The list's filters (ItemListFilters). */
  filters: ReactNode;
  text: string;
  onTextChange: (text: string) => void;
  page: number;
  totalPages: number;
  /** A new page; `replace` when the list steps back by itself (no history entry). */
  onPageChange: (page: number, replace?: boolean) => void;
  /** The list itself, or its empty state. */
  children: ReactNode;
};

/**
 * One list of a page (the meeting overview's Rocks, To-Dos, Issues, Headlines): heading with
 * the add button, filters and search, the list, and pages when there are more than 25.
 */
export function ItemListSection(props: TProps) {
  const { title, itemsLabel, action, filters, text, onTextChange, page, totalPages, onPageChange } = props;
  const { t } = useTranslation();
  useStepBackWhenEmptied(page, totalPages, onPageChange);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={title ?? itemsLabel}
    >
      <Stack gap="sm">
        {title || action ? (
          <Group justify="space-between" gap="xs">
            {title ? (
              <Title order={2} fz="h3">
                {title}
              </Title>
            ) : null}
            {action}
          </Group>
        ) : null}
        <Group justify="space-between" gap="sm" wrap="wrap">
          {filters}
          <SearchBox
            label={t('itemList.search', { items: itemsLabel })}
            value={text}
            onChange={onTextChange}
            w={{ base: '100%', sm: 240 }}
          />
        </Group>
        {props.children}
        {totalPages > 1 ? (
          <Group justify="center">
            <Pagination
              value={page}
              onChange={onPageChange}
              total={totalPages}
              aria-label={t('itemList.pages', { items: itemsLabel })}
            />
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * 002 §8: when the page shown no longer exists (its last rows were done, moved or deleted,
 * here or live from a colleague), the list steps back to the last page that does.
 */
function useStepBackWhenEmptied(
  page: number,
  totalPages: number,
  onPageChange: (page: number, replace?: boolean) => void,
) {
  const lastPage = Math.max(1, totalPages);
  useEffect(() => {
    if (page > lastPage) onPageChange(lastPage, true);
  }, [page, lastPage, onPageChange]);
}
