import { Select } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { allTimeZones, timeZoneLabel } from '../../lib/time-zones.ts';
import './texts.ts';

type TProps = {
  value: string;
  onChange: (zone: string) => void;
  label?: string;
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  style?: CSSProperties;
};

/** The one time zone picker (meeting schedules, organisation settings): searchable IANA zones. */
export function TimeZoneSelect({ value, onChange, label, ...rest }: TProps) {
  const { t } = useTranslation();
  const zones = useMemo(() => {
    const all = allTimeZones();
    const list = value && !all.includes(value) ? [value, ...all] : all;
    return list.map((zone) => ({ value: zone, label: timeZoneLabel(zone) }));
  }, [value]);
  return (
    <Select
      label={label ?? t('form.timeZone')}
      data={zones}
      value={value}
      onChange={(zone) => zone && onChange(zone)}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('form.noResults')}
      limit={100}
      {...rest}
    />
  );
}
