import type { TWidgetType } from '@cairn/domain/dashboard/dashboard.constants';
import type { TWidgetFilterOption } from '@cairn/domain/dashboard/widget-filter-options';
import type { THeadlineStatus } from '@cairn/domain/headlines/headlines.constants';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import type { TFunction } from '../../../lib/i18n/use-translation.ts';
import { HEADLINE_STATUS_KEYS } from '../../headlines/index.ts';

/** The key of each widget type's name: its title on the dashboard and its button in Choose Widget. */
export const WIDGET_TITLE_KEYS: Record<TWidgetType, TTextKey> = {
  ToDos: 'shell.menu.todos',
  Meetings: 'shell.menu.meetings',
  Measurables: 'dashboard.widget.measurables',
  Rocks: 'shell.menu.rocks',
  Issues: 'shell.menu.issues',
  Headlines: 'dashboard.widget.headlines',
};

/** The keys of the scope options (000 §2.4): the domain names them by value, the web says them. */
const SCOPE_KEYS: Record<string, { label: TTextKey; help: TTextKey }> = {
  personal: { label: 'dashboard.filter.personal', help: 'dashboard.filter.personalHelp' },
  mine: { label: 'dashboard.filter.mine', help: 'dashboard.filter.mineHelp' },
  others: { label: 'dashboard.filter.others', help: 'dashboard.filter.othersHelp' },
};

/** A filter option's label and help in the person's language (a headline status by its own key). */
export function filterOptionTexts(
  t: TFunction,
  option: TWidgetFilterOption,
): { label: string; help: string } {
  const scope = SCOPE_KEYS[option.value];
  if (scope) return { label: t(scope.label), help: t(scope.help) };
  const status = HEADLINE_STATUS_KEYS[option.value as THeadlineStatus];
  return { label: status ? t(status) : option.label, help: '' };
}
