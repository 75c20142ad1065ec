import type { TWidget } from '@cairn/domain/dashboard/dashboard-layout';
import type { THeadline } from '@cairn/domain/headlines/headlines.schemas';
import type { TIssue } from '@cairn/domain/issues/issues.schemas';
import type { TRock } from '@cairn/domain/rocks/rocks.schemas';
import type { TTodo } from '@cairn/domain/todos/todos.schemas';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { itemSearchQueryOptions } from '../../../components/item-list/use-item-search.ts';
import type { TFunction } from '../../../lib/i18n/use-translation.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { HeadlineList } from '../../headlines/index.ts';
import { IssueList } from '../../issues/index.ts';
import { RockList } from '../../rocks/index.ts';
import { TodoList } from '../../todos/index.ts';
import { ITEM_WIDGET_TYPES, type TItemWidgetType, widgetSearchBody } from './widget-search.ts';
import '../texts.ts';

/** What an item widget says when nothing matches it. */
const emptyOf = (t: TFunction) => ({
  ToDos: { title: t('dashboard.empty.todosTitle'), text: t('dashboard.empty.todosText') },
  Rocks: { title: t('dashboard.empty.rocksTitle'), text: t('dashboard.empty.rocksText') },
  Issues: { title: t('dashboard.empty.issuesTitle'), text: t('dashboard.empty.issuesText') },
  Headlines: { title: t('dashboard.empty.headlinesTitle'), text: t('dashboard.empty.headlinesText') },
});

/**
 * One page of an item widget's items: the widget's search through the lists' shared query. Its
 * rows render at a deferred priority, as the lists' do: an answer of TanStack Query renders
 * synchronously, every widget whose answer came in one long task on a phone (issue 38).
 */
function useWidgetItems<TItem>(widget: TWidget & { type: TItemWidgetType }) {
  const search = useQuery(
    itemSearchQueryOptions<TItem>(ITEM_WIDGET_TYPES[widget.type], widgetSearchBody(widget)),
  );
  const data = useDeferredValue(search.data);
  return { items: data?.items ?? [], isPending: !data && search.isPending };
}

type TBodyProps = { widget: TWidget & { type: TItemWidgetType }; canChange: boolean };

function TodosBody({ widget, canChange }: TBodyProps) {
  const { t } = useTranslation();
  const { items, isPending } = useWidgetItems<TTodo>(widget);
  return <TodoList todos={items} isPending={isPending} canChange={canChange} empty={emptyOf(t).ToDos} />;
}

function RocksBody({ widget, canChange }: TBodyProps) {
  const { t } = useTranslation();
  const { items, isPending } = useWidgetItems<TRock>(widget);
  return <RockList rocks={items} isPending={isPending} canChange={canChange} empty={emptyOf(t).Rocks} />;
}

function IssuesBody({ widget, canChange }: TBodyProps) {
  const { t } = useTranslation();
  const { items, isPending } = useWidgetItems<TIssue>(widget);
  return <IssueList issues={items} isPending={isPending} canChange={canChange} empty={emptyOf(t).Issues} />;
}

function HeadlinesBody({ widget, canChange }: TBodyProps) {
  const { t } = useTranslation();
  const { items, isPending } = useWidgetItems<THeadline>(widget);
  return (
    <HeadlineList
      headlines={items}
      isPending={isPending}
      canChange={canChange}
      empty={emptyOf(t).Headlines}
    />
  );
}

const BODIES = { ToDos: TodosBody, Rocks: RocksBody, Issues: IssuesBody, Headlines: HeadlinesBody };

/**
 * An item widget's list: the same search, rows and popups as the meeting page (tick a to-do,
 * change a rock's status, open an issue), so a change here is the change everywhere, and live
 * updates refresh it like any list.
 */
export function ItemWidgetBody(props: TBodyProps) {
  const Body = BODIES[props.widget.type];
  return <Body {...props} />;
}
