import {
  type TWidgetType,
  WIDGET_LIMIT_PER_TYPE,
  WIDGET_TYPE_FILTERS,
  WIDGET_TYPES,
} from '@cairn/domain/dashboard/dashboard.constants';
import type { TWidget } from '@cairn/domain/dashboard/dashboard-layout';
import { typesAtMaximum } from '@cairn/domain/dashboard/dashboard-layout';
import {
  canSaveWidgetFilters,
  type TWidgetFilterOption,
  type TWidgetFilters,
  toggleWidgetFilterOption,
  widgetFilterOptions,
  widgetFiltersFromOptions,
} from '@cairn/domain/dashboard/widget-filter-options';
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { useFeatureFlag } from '../../../lib/feature-flags.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { filterOptionTexts, WIDGET_TITLE_KEYS } from './widget-texts.ts';
import '../texts.ts';

type TProps = {
  widgets: readonly TWidget[];
  personId: string;
  /** Editing a widget's filters: straight to step 2 with its filters; else Choose Widget from step 1. */
  editing: TWidget | null;
  onDone: (type: TWidgetType, filters: TWidgetFilters) => void;
  onClose: () => void;
};

/** Step 2: the filter popup of 000 §2.4 (Personal turns Mine and Others off; Save needs one option on). */
function FilterStep(props: {
  options: TWidgetFilterOption[];
  onChange: (options: TWidgetFilterOption[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {props.options.map((option) => {
        const { label, help } = filterOptionTexts(t, option);
        return (
          <Checkbox
            key={option.value}
            label={label}
            description={help || undefined}
            checked={option.enabled}
            disabled={option.disabled}
            onChange={(event) =>
              props.onChange(
                toggleWidgetFilterOption(props.options, option.value, event.currentTarget.checked),
              )
            }
          />
        );
      })}
    </Stack>
  );
}

/**
 * Choose Widget (001 §2, §4): step 1 the six types (a type with four widgets is disabled and the
 * message names the types at the maximum); Meetings and Measurables are added at once, the others
 * go to step 2, their filters. Edit filters opens step 2 alone.
 */
export function ChooseWidgetModal({ widgets, personId, editing, onDone, onClose }: TProps) {
  const { t } = useTranslation();
  const isHeadlineStatusOn = useFeatureFlag('HeadlineStatusFilter');
  const [type, setType] = useState<TWidgetType | null>(editing?.type ?? null);
  const [options, setOptions] = useState<TWidgetFilterOption[]>(
    editing
      ? widgetFilterOptions(editing.type, editing.filters, {
          // A widget saved with statuses keeps them editable after the flag went off.
          isHeadlineStatusOn: isHeadlineStatusOn || Boolean(editing.filters['headline-status']?.length),
        })
      : [],
  );
  const full = typesAtMaximum(widgets);
  const message = full.length
    ? t('dashboard.chooseWidget.typesAtMaximum', {
        limit: WIDGET_LIMIT_PER_TYPE,
        types: full.map((each) => t(WIDGET_TITLE_KEYS[each])).join(', '),
      })
    : null;

  const pick = (picked: TWidgetType) => {
    if (WIDGET_TYPE_FILTERS[picked].length === 0) {
      onDone(picked, {});
      return;
    }
    setType(picked);
    setOptions(widgetFilterOptions(picked, { 'owner-id': [personId] }, { isHeadlineStatusOn }));
  };

  const isStep2 = type !== null;
  const canSave = canSaveWidgetFilters(options);
  const footer = isStep2 ? (
    <Group justify="flex-end">
      {canSave ? null : (
        // 002 §5 Messages: why Create waits (the filter group is marked required).
        <Text size="sm" c="red" mr="auto" role="status">
          {t('form.requiredBeforeProceeding')}
        </Text>
      )}
      {editing ? null : (
        <Button variant="default" onClick={() => setType(null)}>
          {t('dashboard.chooseWidget.back')}
        </Button>
      )}
      <Button disabled={!canSave} onClick={() => onDone(type, widgetFiltersFromOptions(options, personId))}>
        {editing ? t('dashboard.chooseWidget.save') : t('dashboard.chooseWidget.create')}
      </Button>
    </Group>
  ) : undefined;

  return (
    <PopupPanel
      title={
        isStep2
          ? t('dashboard.chooseWidget.filtersTitle', { type: t(WIDGET_TITLE_KEYS[type]) })
          : t('dashboard.chooseWidget.title')
      }
      onClose={onClose}
      footer={footer}
      size="md"
    >
      {isStep2 ? (
        <FilterStep options={options} onChange={setOptions} />
      ) : (
        <Stack gap="sm">
          {message ? (
            <Alert color="yellow" variant="light">
              {message}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {WIDGET_TYPES.map((candidate) => {
              const isFull = full.includes(candidate);
              return (
                <UnstyledButton
                  key={candidate}
                  onClick={() => pick(candidate)}
                  disabled={isFull}
                  aria-disabled={isFull || undefined}
                  p="md"
                  style={{
                    border: '1px solid var(--mantine-color-gray-3)',
                    borderRadius: 'var(--mantine-radius-md)',
                    opacity: isFull ? 0.5 : 1,
                    cursor: isFull ? 'not-allowed' : 'pointer',
                  }}
                >
                  <Text fw={600} ta="center">
                    {t(WIDGET_TITLE_KEYS[candidate])}
                  </Text>
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        </Stack>
      )}
    </PopupPanel>
  );
}
