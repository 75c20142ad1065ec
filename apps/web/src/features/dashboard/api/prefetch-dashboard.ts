import type { TWidget } from '@cairn/domain/dashboard/dashboard-layout';
import type { QueryClient } from '@tanstack/react-query';
import { itemSearchQueryOptions } from '../../../components/item-list/use-item-search.ts';
import { meetingSearchQueryOptions } from '../../meetings/index.ts';
import {
  ITEM_WIDGET_TYPES,
  MEETINGS_BODY,
  type TItemWidgetType,
  widgetSearchBody,
} from '../components/widget-search.ts';
import { dashboardQueryOptions } from './dashboard-api.ts';

const isItemWidget = (widget: TWidget): widget is TWidget & { type: TItemWidgetType } =>
  widget.type in ITEM_WIDGET_TYPES;

/**
 * Starts the dashboard's calls while the page's code loads: the layout, then every widget's
 * first search at once (the widgets ask for the same query keys and find them on their way).
 */
export function prefetchDashboard(queryClient: QueryClient, orgId: string): void {
  void queryClient.fetchQuery(dashboardQueryOptions(orgId)).then(
    (dashboard) => {
      for (const widget of dashboard.widgetSettings as TWidget[]) {
        if (isItemWidget(widget)) {
          void queryClient.prefetchQuery(
            itemSearchQueryOptions(ITEM_WIDGET_TYPES[widget.type], widgetSearchBody(widget)),
          );
        } else if (widget.type === 'Meetings')
          void queryClient.prefetchQuery(meetingSearchQueryOptions(MEETINGS_BODY));
      }
      // A failed layout is the page's to show (its own query has the error); not an unhandled rejection.
    },
    () => undefined,
  );
}
