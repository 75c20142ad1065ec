import type { TMeetingSchedule } from '@cairn/domain/meetings/meetings.schemas';
import { Group, Input, NativeSelect, Stack, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { memo, useId, useRef } from 'react';
import { TimeZoneSelect } from '../../../components/form/time-zone-select.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { fromTimeParts, MINUTES_STEP, type TTimeParts, toTimeParts, weekdayName } from '../utils/schedule.ts';
import { defaultSchedule, type TMeetingFormValues } from './meeting-form-values.ts';
import { errorsUnder, isSameValue } from './section-memo.ts';
import '../texts.ts';

const WEEKDAY_NUMBERS = [0, 1, 2, 3, 4, 5, 6];
const HOUR_OPTIONS = Array.from({ length: 12 }, (_, index) => String(index + 1));
const STEP_MINUTES = Array.from({ length: 60 / MINUTES_STEP }, (_, index) => index * MINUTES_STEP);

/** Minutes options in steps of 5, plus a stored off-step minute so that it still shows. */
function minuteOptions(current: number) {
  const minutes = STEP_MINUTES.includes(current)
    ? STEP_MINUTES
    : [...STEP_MINUTES, current].sort((a, b) => a - b);
  return minutes.map((minute) => ({ value: String(minute), label: String(minute).padStart(2, '0') }));
}

/**
 * The weekly schedule (re-rendered only when the schedule or its messages change): a switch, then the weekday, the time (hours 1-12, minutes in steps of 5,
 * AM/PM; 002 §5 time fields) and the time zone (the browser's by default).
 */
function ScheduleFieldsSection({ form }: { form: UseFormReturnType<TMeetingFormValues> }) {
  const { t } = useTranslation();
  // The weekdays in the person's locale (0 is Sunday), named again on each render: a language change re-renders.
  const weekdayOptions = WEEKDAY_NUMBERS.map((day) => ({ value: String(day), label: weekdayName(day) }));
  const schedule = form.values.schedule;
  const remembered = useRef<TMeetingSchedule | null>(schedule);
  const timeLabelId = useId();

  const handleToggle = (isOn: boolean) => {
    if (isOn) form.setFieldValue('schedule', remembered.current ?? defaultSchedule());
    else {
      remembered.current = schedule;
      form.setFieldValue('schedule', null);
    }
  };

  const setTime = (change: Partial<TTimeParts>) => {
    if (!schedule) return;
    form.setFieldValue('schedule.time', fromTimeParts({ ...toTimeParts(schedule.time), ...change }));
  };

  const parts = schedule ? toTimeParts(schedule.time) : null;
  const timeError = form.errors['schedule.time'];

  return (
    <Stack gap="xs">
      <Switch
        label={t('meeting.schedule.weekly')}
        description={t('meeting.schedule.hint')}
        checked={schedule !== null}
        onChange={(event) => handleToggle(event.currentTarget.checked)}
      />
      {schedule && parts ? (
        <Group gap="sm" align="flex-start" wrap="wrap">
          <NativeSelect
            label={t('meeting.schedule.day')}
            data={weekdayOptions}
            value={String(schedule.weekday)}
            onChange={(event) => form.setFieldValue('schedule.weekday', Number(event.currentTarget.value))}
            error={form.errors['schedule.weekday']}
            w={{ base: '100%', xs: 150 }}
          />
          <Input.Wrapper label={t('meeting.schedule.time')} id={timeLabelId} error={timeError}>
            <Group gap={4} wrap="nowrap" role="group" aria-labelledby={`${timeLabelId}-label`}>
              <NativeSelect
                aria-label={t('meeting.schedule.hour')}
                data={HOUR_OPTIONS}
                value={String(parts.hour)}
                onChange={(event) => setTime({ hour: Number(event.currentTarget.value) })}
                w={72}
              />
              <NativeSelect
                aria-label={t('meeting.schedule.minutes')}
                data={minuteOptions(parts.minute)}
                value={String(parts.minute)}
                onChange={(event) => setTime({ minute: Number(event.currentTarget.value) })}
                w={72}
              />
              <NativeSelect
                aria-label={t('meeting.schedule.period')}
                data={['AM', 'PM']}
                value={parts.period}
                onChange={(event) => setTime({ period: event.currentTarget.value === 'PM' ? 'PM' : 'AM' })}
                w={76}
              />
            </Group>
          </Input.Wrapper>
          <TimeZoneSelect
            value={schedule.timeZone}
            onChange={(zone) => form.setFieldValue('schedule.timeZone', zone)}
            error={form.errors['schedule.timeZone']}
            style={{ flex: '1 1 14rem' }}
          />
        </Group>
      ) : null}
    </Stack>
  );
}

/** The schedule fields of the meeting form; see ScheduleFieldsSection. */
export const ScheduleFields = memo(
  ScheduleFieldsSection,
  (before, after) =>
    isSameValue(before.form.values.schedule, after.form.values.schedule) &&
    errorsUnder(before.form.errors, 'schedule') === errorsUnder(after.form.errors, 'schedule'),
);
