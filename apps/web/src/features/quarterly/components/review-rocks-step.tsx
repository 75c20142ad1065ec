import { QUARTERLY_NEXT_STEPS, type TQuarterlyVerdict } from '@cairn/domain/quarterly/quarterly.constants';
import type { TRock } from '@cairn/domain/rocks/rocks.schemas';
import { Badge, Group, Paper, SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { CompletionMeter } from './completion-meter.tsx';
import { draftCompletion, type TQuarterlyDraft, type TRockDecision } from './quarterly-draft.ts';
import { RockSummary } from './rock-summary.tsx';
import '../texts.ts';

type TProps = {
  rocks: TRock[];
  draft: TQuarterlyDraft;
  ownerName: (id: string | null) => string;
  nextQuarterLabel: string;
  canRun: boolean;
  onDecide: (rockId: string, decision: TRockDecision) => void;
};

/** One rock of the closed quarter: Done / Not done, and for a rock not done, what becomes of it. */
function RockDecisionRow({
  rock,
  decision,
  ownerName,
  nextQuarterLabel,
  canRun,
  onDecide,
}: Omit<TProps, 'rocks' | 'draft' | 'onDecide'> & {
  rock: TRock;
  decision: TRockDecision | undefined;
  onDecide: (decision: TRockDecision) => void;
}) {
  const { t } = useTranslation();
  // At phone width the three next steps stack, so none is cut off.
  const isNarrow = useMediaQuery('(max-width: 36em)') ?? false;
  const Controls = isNarrow ? Stack : Group;
  const nextLabels = {
    keep: t('quarterly.review.keep'),
    carry: t('quarterly.review.carry', { quarter: nextQuarterLabel }),
    drop: t('quarterly.review.drop'),
  };
  return (
    <Paper withBorder radius="md" p="sm" aria-label={rock.title} role="group">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <RockSummary title={rock.title} ownerName={ownerName(rock.ownerId)} dueDate={rock.dueDate} />
          {decision ? null : (
            <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
              {t('quarterly.review.unmarked')}
            </Badge>
          )}
        </Group>
        <Controls gap="xs">
          <SegmentedControl
            aria-label={t('quarterly.review.verdict', { title: rock.title })}
            disabled={!canRun}
            value={decision?.status ?? ''}
            onChange={(value) => onDecide({ status: value as TQuarterlyVerdict, next: 'keep' })}
            color={decision?.status === 'Done' ? 'teal' : 'orange'}
            fullWidth={isNarrow}
            data={[
              { value: 'Done', label: t('quarterly.review.done') },
              { value: 'NotDone', label: t('quarterly.review.notDone') },
            ]}
          />
          {decision?.status === 'NotDone' ? (
            <SegmentedControl
              aria-label={t('quarterly.review.next', { title: rock.title })}
              disabled={!canRun}
              value={decision.next}
              onChange={(value) => onDecide({ status: 'NotDone', next: value as TRockDecision['next'] })}
              orientation={isNarrow ? 'vertical' : 'horizontal'}
              fullWidth={isNarrow}
              data={QUARTERLY_NEXT_STEPS.map((next) => ({ value: next, label: nextLabels[next] }))}
            />
          ) : null}
        </Controls>
      </Stack>
    </Paper>
  );
}

/**
 * Step 1: the meeting's rocks of the closed quarter, each marked Done or Not done (a rock not done
 * is kept as such, carried into the next quarter or dropped to the issues list), and the
 * completion as it will stand.
 */
export function ReviewRocksStep({ rocks, draft, onDecide, ...rowProps }: TProps) {
  const { t } = useTranslation();
  if (rocks.length === 0)
    return (
      <EmptyState
        title={t('quarterly.review.emptyTitle')}
        text={t('quarterly.review.emptyText')}
        headingOrder={3}
      />
    );
  return (
    <Stack gap="md">
      <CompletionMeter {...draftCompletion(rocks, draft)} />
      {rocks.map((rock) => (
        <RockDecisionRow
          key={rock.id}
          rock={rock}
          decision={draft.decisions[rock.id]}
          onDecide={(decision) => onDecide(rock.id, decision)}
          {...rowProps}
        />
      ))}
    </Stack>
  );
}
