import type { TWidget } from '@cairn/domain/dashboard/dashboard-layout';
import { ItemWidgetBody } from './item-widget-body.tsx';
import { MeasurablesWidgetBody } from './measurables-widget-body.tsx';
import { MeetingsWidgetBody } from './meetings-widget-body.tsx';

/** What a widget shows, by its type. */
export function WidgetBody({
  widget,
  personId,
  canChange,
}: {
  widget: TWidget;
  personId: string;
  canChange: boolean;
}) {
  if (widget.type === 'Meetings') return <MeetingsWidgetBody />;
  if (widget.type === 'Measurables') return <MeasurablesWidgetBody personId={personId} canEdit={canChange} />;
  return <ItemWidgetBody widget={{ ...widget, type: widget.type }} canChange={canChange} />;
}
