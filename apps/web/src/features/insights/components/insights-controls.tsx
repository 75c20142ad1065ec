import { Group, SegmentedControl, Select } from '@mantine/core';
import { useMemo } from 'react';
import { useMyMeetings } from '../../../components/meeting-select/meeting-options-query.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
import { INSIGHTS_SPANS, type TInsightsSpan } from './insights-span.ts';

/** The Select's value for the whole organisation (a meeting's value is its id). */
const ORG = 'org';

type TProps = {
  span: TInsightsSpan;
  onSpanChange: (span: TInsightsSpan) => void;
  tractionId: string | null;
  onTractionChange: (tractionId: string | null) => void;
};

/** The span (13 weeks, 4 quarters, a year) and whose figures: the organisation's or one meeting's. */
export function InsightsControls({ span, onSpanChange, tractionId, onTractionChange }: TProps) {
  const { t } = useTranslation();
  const meetings = useMyMeetings();
  const data = useMemo(
    () => [
      { value: ORG, label: t('insights.controls.everything') },
      ...(meetings.data ?? []).map((meeting) => ({ value: meeting.id, label: meeting.title })),
    ],
    [meetings.data, t],
  );
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <SegmentedControl
        aria-label={t('insights.controls.span')}
        value={span}
        onChange={(value) => onSpanChange(value as TInsightsSpan)}
        data={INSIGHTS_SPANS.map((choice) => ({ value: choice.id, label: t(choice.labelKey) }))}
      />
      <Select
        label={t('insights.controls.meeting')}
        searchable
        allowDeselect={false}
        w={{ base: '100%', xs: 260 }}
        data={data}
        value={tractionId ?? ORG}
        onChange={(value) => onTractionChange(value && value !== ORG ? value : null)}
      />
    </Group>
  );
}
