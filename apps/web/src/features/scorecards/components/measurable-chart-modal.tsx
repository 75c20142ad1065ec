import type { TMeasurable } from '@cairn/domain/scorecards/scorecards.schemas';
import { Center, Loader, Modal } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useMeasurable } from '../api/get-measurable.ts';
import { LazyMeasurableChart } from './lazy-charts.ts';
import '../texts.ts';

type TProps = {
  scorecardId: string;
  /** The row whose chart is open (its grid values show until the year has loaded). */
  measurable: TMeasurable | null;
  today: string;
  locale: string;
  onClose: () => void;
};

function ChartLoading() {
  const { t } = useTranslation();
  return (
    <Center h={280}>
      <Loader aria-label={t('scorecard.chart.loading')} />
    </Center>
  );
}

/** A measurable's chart over the last year with its goal line, opened from its row. */
export function MeasurableChartModal({ scorecardId, measurable, today, locale, onClose }: TProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={Boolean(measurable)}
      onClose={onClose}
      title={measurable ? t('scorecard.chart.title', { title: measurable.title }) : ''}
      size="xl"
      centered
    >
      {measurable ? (
        <ChartBody scorecardId={scorecardId} measurable={measurable} today={today} locale={locale} />
      ) : null}
    </Modal>
  );
}

function ChartBody({
  scorecardId,
  measurable,
  today,
  locale,
}: Omit<TProps, 'onClose' | 'measurable'> & { measurable: TMeasurable }) {
  const year = useMeasurable(scorecardId, measurable.id);
  return (
    <Suspense fallback={<ChartLoading />}>
      {year.isPending ? (
        <ChartLoading />
      ) : (
        <LazyMeasurableChart measurable={year.data ?? measurable} today={today} locale={locale} />
      )}
    </Suspense>
  );
}
