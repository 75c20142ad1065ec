import {
  allowedDecimalPlaces,
  DEFAULT_UNIT_OF_MEASURE,
  DEFAULT_VALUE_SCALE,
  type TUnitOfMeasure,
  type TValueScale,
} from '@cairn/domain/scorecards/scorecards.constants';
import { formatMeasurableValue, parseNumberText } from '@cairn/domain/scorecards/value-format';
import type { TVtoPlanMeasurable } from '@cairn/domain/vto/vto.schemas';
import { ActionIcon, Button, Group, Select, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { NumberBox } from '../../../components/form/number-box.tsx';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { formatLocale } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { DecimalsField, scaleOptions, unitOptions } from '../../scorecards/index.ts';
import '../texts.ts';

/** A plan measurable as the plan's PUT takes it. */
export type TPlanMeasurableInput = {
  id?: string;
  title: string;
  value: number | null;
  unitOfMeasure: TUnitOfMeasure;
  valueScale: TValueScale;
  decimalPlaces: number;
};

const measurableInputOf = (m: TVtoPlanMeasurable): TPlanMeasurableInput => ({
  id: m.id,
  title: m.title,
  value: m.value,
  unitOfMeasure: m.unitOfMeasure,
  valueScale: m.valueScale,
  decimalPlaces: m.decimalPlaces,
});

/** A plan number as the V/TO shows it, in the person's locale: "$10.0M"; a dash when it has none. */
export function formatPlanValue(
  value: number | null,
  format: Omit<TPlanMeasurableInput, 'id' | 'title' | 'value'>,
) {
  return value === null ? '–' : formatMeasurableValue(value, { ...format, locale: formatLocale() });
}

type TDraft = {
  title: string;
  value: string;
  unitOfMeasure: TUnitOfMeasure;
  valueScale: TValueScale;
  decimalPlaces: number;
};

const EMPTY: TDraft = {
  title: '',
  value: '',
  unitOfMeasure: DEFAULT_UNIT_OF_MEASURE,
  valueScale: DEFAULT_VALUE_SCALE,
  decimalPlaces: 0,
};

const draftOf = (m: TVtoPlanMeasurable): TDraft => ({
  title: m.title,
  value: m.value === null ? '' : String(m.value),
  unitOfMeasure: m.unitOfMeasure,
  valueScale: m.valueScale,
  decimalPlaces: m.decimalPlaces,
});

/** Add or edit one plan measurable: title, target with unit, scale and decimals like a scorecard's. */
function MeasurablePopup({
  planTitle,
  editing,
  onClose,
  onSave,
  onRemove,
}: {
  planTitle: string;
  editing: TVtoPlanMeasurable | null;
  onClose: () => void;
  onSave: (input: Omit<TPlanMeasurableInput, 'id'>) => Promise<boolean>;
  onRemove?: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const initial = editing ? draftOf(editing) : EMPTY;
  const [draft, setDraft] = useState<TDraft>(initial);
  const [errors, setErrors] = useState<{ title?: string; value?: string; decimals?: string }>({});
  const [isSaving, setSaving] = useState(false);
  const isDirty = JSON.stringify(draft) !== JSON.stringify(initial);

  const submit = async () => {
    const value = draft.value.trim() === '' ? null : parseNumberText(draft.value);
    const next = {
      title: draft.title.trim() ? undefined : t('vto.measurable.titleRequired'),
      value: draft.value.trim() !== '' && value === null ? t('vto.measurable.numberRequired') : undefined,
      decimals: allowedDecimalPlaces(draft.unitOfMeasure).includes(draft.decimalPlaces)
        ? undefined
        : t('vto.measurable.badDecimals'),
    };
    setErrors(next);
    if (next.title || next.value || next.decimals) return;
    setSaving(true);
    const ok = await onSave({ ...draft, title: draft.title.trim(), value });
    setSaving(false);
    if (ok) onClose();
  };

  return (
    <PopupPanel
      title={t(editing ? 'vto.measurable.editTitle' : 'vto.measurable.addTitle', { plan: planTitle })}
      onClose={onClose}
      isDirty={isDirty}
      size="md"
      footer={
        <>
          {onRemove ? (
            <Button
              variant="subtle"
              color="red"
              mr="auto"
              onClick={async () => {
                if (await onRemove()) onClose();
              }}
            >
              {t('vto.measurable.remove')}
            </Button>
          ) : null}
          <Button variant="default" onClick={onClose}>
            {t('vto.measurable.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={isSaving}>
            {editing ? t('vto.measurable.save') : t('vto.measurable.add')}
          </Button>
        </>
      }
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('vto.measurable.title')}
          placeholder={t('vto.plan.figureNameExample')}
          withAsterisk
          maxLength={200}
          value={draft.title}
          error={errors.title}
          onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
          data-autofocus
        />
        <NumberBox
          label={t('vto.measurable.target')}
          placeholder="10"
          value={draft.value}
          error={errors.value}
          onChange={(value) => setDraft({ ...draft, value })}
        />
        <Select
          label={t('vto.measurable.unit')}
          data={unitOptions(t)}
          searchable
          allowDeselect={false}
          value={draft.unitOfMeasure}
          onChange={(unit) => unit && setDraft({ ...draft, unitOfMeasure: unit as TUnitOfMeasure })}
        />
        <Select
          label={t('vto.measurable.scale')}
          data={scaleOptions(t)}
          allowDeselect={false}
          value={draft.valueScale}
          onChange={(scale) => scale && setDraft({ ...draft, valueScale: scale as TValueScale })}
        />
        <DecimalsField
          value={draft.decimalPlaces}
          unit={draft.unitOfMeasure}
          error={errors.decimals}
          onChange={(decimalPlaces) => setDraft({ ...draft, decimalPlaces })}
        />
      </SimpleGrid>
    </PopupPanel>
  );
}

type TProps = {
  /** The plan's name, e.g. "1-Year Plan". */
  planTitle: string;
  measurables: TVtoPlanMeasurable[];
  canEdit: boolean;
  /** Saves the plan's whole measurable list; resolves false when refused (the popup stays open). */
  saveAll: (measurables: TPlanMeasurableInput[]) => Promise<boolean>;
};

/**
 * A plan's measurables (002 §3): each a target with unit, scale and decimals, and the quarter's
 * actual once recorded. Editors add, edit and remove them in a popup.
 */
export function PlanMeasurables({ planTitle, measurables, canEdit, saveAll }: TProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<TVtoPlanMeasurable | 'new' | null>(null);
  const inputs = measurables.map(measurableInputOf);
  const current = editing === 'new' ? null : editing;

  return (
    <>
      {measurables.length ? (
        <Table
          withRowBorders={false}
          verticalSpacing={2}
          aria-label={t('vto.measurable.tableLabel', { plan: planTitle })}
        >
          <Table.Tbody>
            {measurables.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{m.title}</Table.Td>
                <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatPlanValue(m.value, m)}
                  {m.actual?.value != null ? (
                    <Text span size="xs" c="dimmed" fw={400}>
                      {' '}
                      {t('vto.measurable.actual', {
                        value: formatPlanValue(m.actual.value, { ...m, ...m.actual }),
                      })}
                    </Text>
                  ) : null}
                </Table.Td>
                {canEdit ? (
                  <Table.Td w={1} className="vto-no-print">
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="gray"
                      aria-label={t('vto.measurable.edit', { title: m.title })}
                      onClick={() => setEditing(m)}
                    >
                      <IconPencil size={14} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text c="dimmed" size="sm">
          {t('vto.measurable.none')}
        </Text>
      )}
      {canEdit ? (
        <Group className="vto-no-print">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            {t('vto.measurable.addButton')}
          </Button>
        </Group>
      ) : null}
      {editing ? (
        <MeasurablePopup
          key={current?.id ?? 'new'}
          planTitle={planTitle}
          editing={current}
          onClose={() => setEditing(null)}
          onSave={(input) =>
            saveAll(
              current
                ? inputs.map((m) => (m.id === current.id ? { ...input, id: current.id } : m))
                : [...inputs, input],
            )
          }
          onRemove={current ? () => saveAll(inputs.filter((m) => m.id !== current.id)) : undefined}
        />
      ) : null}
    </>
  );
}
