import type { TRock } from '@cairn/domain/rocks/rocks.schemas';
import type { TLinkedItem } from '@cairn/domain/scorecards/scorecards.schemas';
import type { TTodo } from '@cairn/domain/todos/todos.schemas';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TItemSearchBody } from '../../../components/item-list/item-search.ts';
import { itemSearchQueryOptions } from '../../../components/item-list/use-item-search.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

/** The meeting's open items of one type, the first 100 by title: enough to pick from. */
const openItemsOf = (tractionId: string, statuses: string[]): TItemSearchBody => ({
  startIndex: 0,
  endIndex: 100,
  includeTotalCount: false,
  filters: { status: statuses, 'traction-ids': [tractionId] },
  sorts: [{ property: 'title', ascending: true }],
});

type TProps = {
  /** The measurable's (home) meeting: its rocks and to-dos are offered. */
  tractionId: string | null;
  value: string | null;
  /** The item linked when the popup opened: offered even when closed or of another meeting. */
  current: TLinkedItem | null | undefined;
  onChange: (id: string | null) => void;
  error?: string;
};

/**
 * "Tracks" (001 §3 `linkedItemId`): a rock or to-do of the measurable's meeting that the
 * measurable follows, grouped Rocks / To-Dos; clearable. The server checks the caller can read it.
 */
export function LinkedItemField({ tractionId, value, current, onChange, error }: TProps) {
  const { t } = useTranslation();
  const isEnabled = tractionId !== null;
  const rocks = useQuery({
    ...itemSearchQueryOptions<TRock>('rock', openItemsOf(tractionId ?? '', ['OnTrack', 'OffTrack'])),
    enabled: isEnabled,
  });
  const todos = useQuery({
    ...itemSearchQueryOptions<TTodo>('todo', openItemsOf(tractionId ?? '', ['Pending', 'NotDone'])),
    enabled: isEnabled,
  });
  const optionsOf = (items: { id: string; title: string }[], kind: TLinkedItem['kind']) => {
    const extra = current?.kind === kind && !items.some((item) => item.id === current.id) ? [current] : [];
    return [...extra, ...items].map((item) => ({ value: item.id, label: item.title }));
  };
  const data = [
    { group: t('scorecard.link.rocks'), items: optionsOf(rocks.data?.items ?? [], 'Rock') },
    { group: t('scorecard.link.todos'), items: optionsOf(todos.data?.items ?? [], 'Todo') },
  ].filter((group) => group.items.length > 0);
  return (
    <Select
      label={t('scorecard.link.label')}
      description={t('scorecard.link.hint')}
      placeholder={t('scorecard.link.none')}
      data={data}
      value={value}
      onChange={onChange}
      error={error}
      searchable
      clearable
      nothingFoundMessage={t('scorecard.link.noItems')}
    />
  );
}
