import {
  DEFAULT_VALUE_SCALE,
  UNIT_DISPLAY,
  VALUE_SCALE_SUFFIXES,
} from '@cairn/domain/scorecards/scorecards.constants';
import { parseNumberText } from '@cairn/domain/scorecards/value-format';
import { VTO_TRACTION_ENDPOINTS as T } from '@cairn/domain/vto/vto.endpoints';
import type { TVtoActual, TVtoPlan, TVtoRevision } from '@cairn/domain/vto/vto.schemas';
import { Accordion, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import '@mantine/core/styles/Accordion.css';
import { NumberBox } from '../../../components/form/number-box.tsx';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import type { TFunction } from '../../../lib/i18n/use-translation.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatPlanValue } from './plan-measurables.tsx';
import type { TSave } from './vto-save.ts';
import '../texts.ts';

/** One line of the popup: a measurable, goal or rock of a plan, and its result. */
type TLine = {
  key: string;
  planId: string;
  associatedItemId: string;
  isMeasurable: boolean;
  label: string;
  /** What it aimed at, e.g. "Target $10M"; none for goals and rocks. */
  target?: string;
  prefix: string;
  suffix: string;
  valueScale: NonNullable<TVtoActual>['valueScale'];
  /** Decimals of a measurable (a result keeps more when typed with more); null for goals and rocks. */
  decimalPlaces: number | null;
  actual: TVtoActual;
};

function linesOf(plan: TVtoPlan, withRocks: boolean, t: TFunction): TLine[] {
  const measurables = plan.measurables.map((m) => ({
    key: m.id,
    planId: plan.id,
    associatedItemId: m.id,
    isMeasurable: true,
    label: m.title,
    target: t('vto.results.target', { value: formatPlanValue(m.value, m) }),
    prefix: UNIT_DISPLAY[m.unitOfMeasure].prefix,
    suffix: `${VALUE_SCALE_SUFFIXES[m.valueScale]}${UNIT_DISPLAY[m.unitOfMeasure].suffix}`,
    valueScale: m.valueScale,
    decimalPlaces: m.decimalPlaces,
    actual: m.actual,
  }));
  const plain = (id: string, label: string, actual: TVtoActual) => ({
    key: id,
    planId: plan.id,
    associatedItemId: id,
    isMeasurable: false,
    label,
    prefix: '',
    suffix: '',
    valueScale: DEFAULT_VALUE_SCALE,
    decimalPlaces: null,
    actual,
  });
  return [
    ...(withRocks ? plan.rocks.map((rock) => plain(rock.id, rock.title, rock.actual)) : []),
    ...measurables,
    ...plan.goals.map((goal) => plain(goal.id, goal.text, goal.actual)),
  ];
}

const decimalsOf = (text: string) => Math.min(6, text.split('.')[1]?.length ?? 0);

function ResultLines({
  lines,
  typed,
  onType,
}: {
  lines: TLine[];
  typed: Record<string, string>;
  onType: (key: string, text: string) => void;
}) {
  const { t } = useTranslation();
  if (lines.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('vto.results.nothing')}
      </Text>
    );
  return (
    <Stack gap="xs">
      {lines.map((line) => (
        <Group key={line.key} justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Stack gap={0} miw={0} style={{ flex: 1 }}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {line.label}
            </Text>
            {line.target ? (
              <Text size="xs" c="dimmed">
                {line.target}
              </Text>
            ) : null}
          </Stack>
          <NumberBox
            aria-label={t('vto.results.resultOf', { label: line.label })}
            w={140}
            leftSection={line.prefix || undefined}
            rightSection={
              line.suffix ? (
                <Text size="xs" c="dimmed">
                  {line.suffix}
                </Text>
              ) : undefined
            }
            value={typed[line.key] ?? ''}
            onChange={(text) => onType(line.key, text)}
          />
        </Group>
      ))}
    </Stack>
  );
}

/**
 * Record quarterly results (001 §2, §3, §7): the actual value of each of the quarter's rocks and
 * of the plans' measurables and goals, in one call (`POST metrics/actual-values`). The Rocks
 * section starts open, the 1-Year Plan section folded. A field left empty clears its result.
 */
export function QuarterlyResultsPanel({
  revision,
  save,
  onClose,
}: {
  revision: TVtoRevision;
  save: TSave;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const rocks = revision.quarterlyPlan ? linesOf(revision.quarterlyPlan, true, t) : [];
  const year = revision.oneYearPlan ? linesOf(revision.oneYearPlan, false, t) : [];
  const initial = Object.fromEntries(
    [...rocks, ...year].map((line) => [
      line.key,
      line.actual?.value == null ? '' : String(line.actual.value),
    ]),
  );
  const [typed, setTyped] = useState<Record<string, string>>(initial);
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isDirty = JSON.stringify(typed) !== JSON.stringify(initial);

  const submit = async () => {
    const lines = [...rocks, ...year];
    const bad = lines.find(
      (line) => (typed[line.key] ?? '').trim() !== '' && parseNumberText(typed[line.key] ?? '') === null,
    );
    if (bad) {
      setError(t('vto.results.badNumber', { label: bad.label }));
      return;
    }
    setError(null);
    const actualResults = lines
      .filter((line) => (typed[line.key] ?? '') !== (initial[line.key] ?? ''))
      .map((line) => {
        const text = (typed[line.key] ?? '').trim();
        return {
          planId: line.planId,
          associatedItemId: line.associatedItemId,
          isMeasurable: line.isMeasurable,
          value: text === '' ? null : parseNumberText(text),
          valueScale: line.valueScale,
          // At least the decimals typed: 9.5 of a whole-number target stays 9.5.
          decimalPlaces: Math.max(line.decimalPlaces ?? 0, decimalsOf(text)),
        };
      });
    if (actualResults.length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    const ok = await save(T.recordActuals, () => 0, { body: { actualResults } });
    setSaving(false);
    if (ok) onClose();
  };

  return (
    <PopupPanel
      title={t('vto.results.title')}
      onClose={onClose}
      isDirty={isDirty}
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            {t('vto.results.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={isSaving}>
            {t('vto.results.save')}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('vto.results.intro')}
        </Text>
        <Accordion multiple defaultValue={['rocks']} variant="separated">
          <Accordion.Item value="rocks">
            <Accordion.Control>{t('vto.section.rocks')}</Accordion.Control>
            <Accordion.Panel>
              <ResultLines
                lines={rocks}
                typed={typed}
                onType={(key, text) => setTyped({ ...typed, [key]: text })}
              />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="year">
            <Accordion.Control>{t('vto.section.oneYearPlan')}</Accordion.Control>
            <Accordion.Panel>
              <ResultLines
                lines={year}
                typed={typed}
                onType={(key, text) => setTyped({ ...typed, [key]: text })}
              />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        {error ? (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </PopupPanel>
  );
}
