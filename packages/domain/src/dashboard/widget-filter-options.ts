import { HEADLINE_STATUS_LABELS, HEADLINE_STATUSES } from '../headlines/headlines.constants.ts';
import {
  DASHBOARD_TEXTS,
  type TWidgetFilter,
  type TWidgetType,
  WIDGET_TYPE_FILTERS,
} from './dashboard.constants.ts';

/** A widget's filters: the spec's filter names, each with its list of values. */
export type TWidgetFilters = Partial<Record<TWidgetFilter, string[]>>;

/** One option of the widget filter popup (000 §2.4): label, value, enabled, helpText. */
export type TWidgetFilterOption = {
  label: string;
  /** `personal`, `mine`, `others`, or a headline status. */
  value: string;
  enabled: boolean;
  helpText: string;
  /** Disabled (not offered) while Personal is on (000 §2.4). */
  disabled: boolean;
};

const SCOPE_OPTIONS = [
  { label: 'Personal', value: 'personal', helpText: DASHBOARD_TEXTS.personalHelp, filter: 'is-personal' },
  { label: 'Mine', value: 'mine', helpText: DASHBOARD_TEXTS.mineHelp, filter: 'owner-id' },
  { label: 'Others', value: 'others', helpText: DASHBOARD_TEXTS.othersHelp, filter: 'excluded-owner-ids' },
] as const;

/**
 * The popup's options for a widget type, set from its current filters. The headline statuses are
 * offered only while the HeadlineStatusFilter flag is on (000 §6, off by default).
 */
export function widgetFilterOptions(
  type: TWidgetType,
  filters: TWidgetFilters = {},
  { isHeadlineStatusOn = false }: { isHeadlineStatusOn?: boolean } = {},
): TWidgetFilterOption[] {
  const allowed = WIDGET_TYPE_FILTERS[type].filter(
    (filter) => filter !== 'headline-status' || isHeadlineStatusOn,
  );
  const isPersonal = filters['is-personal']?.[0] === 'true';
  const scope = SCOPE_OPTIONS.filter((option) => allowed.includes(option.filter)).map((option) => ({
    label: option.label,
    value: option.value,
    helpText: option.helpText,
    enabled:
      option.value === 'personal' ? isPersonal : !isPersonal && Boolean(filters[option.filter]?.length),
    disabled: option.value !== 'personal' && isPersonal,
  }));
  const statuses = allowed.includes('headline-status')
    ? HEADLINE_STATUSES.map((status) => ({
        label: HEADLINE_STATUS_LABELS[status],
        value: status,
        helpText: '',
        enabled: filters['headline-status']?.includes(status) ?? false,
        disabled: false,
      }))
    : [];
  return [...scope, ...statuses];
}

/** Turns one option on or off; Personal on turns Mine and Others off and disables them. */
export function toggleWidgetFilterOption(
  options: readonly TWidgetFilterOption[],
  value: string,
  enabled: boolean,
): TWidgetFilterOption[] {
  const personalOn =
    value === 'personal' ? enabled : options.some((o) => o.value === 'personal' && o.enabled);
  return options.map((option) => {
    const isScoped = option.value === 'mine' || option.value === 'others';
    if (option.value === value) return { ...option, enabled: isScoped && personalOn ? false : enabled };
    if (isScoped && value === 'personal' && enabled) return { ...option, enabled: false, disabled: true };
    if (isScoped && value === 'personal' && !enabled) return { ...option, disabled: false };
    return option;
  });
}

/** Save / Create are enabled only when some option is on (000 §2.4). */
export function canSaveWidgetFilters(options: readonly TWidgetFilterOption[]): boolean {
  return options.some((option) => option.enabled);
}

/** The filters the options mean; Mine and Others take the current person as their value (000 §2.4). */
export function widgetFiltersFromOptions(
  options: readonly TWidgetFilterOption[],
  personId: string,
): TWidgetFilters {
  const on = (value: string) => options.some((option) => option.value === value && option.enabled);
  const filters: TWidgetFilters = {};
  if (on('personal')) filters['is-personal'] = ['true'];
  if (on('mine')) filters['owner-id'] = [personId];
  if (on('others')) filters['excluded-owner-ids'] = [personId];
  const statuses = options
    .filter((o) => HEADLINE_STATUSES.includes(o.value as never) && o.enabled)
    .map((o) => o.value);
  if (statuses.length) filters['headline-status'] = statuses;
  return filters;
}
