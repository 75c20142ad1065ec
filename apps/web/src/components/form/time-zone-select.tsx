import { Select } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useMemo } from 'react';
import { allTimeZones, timeZoneLabel } from '../../lib/time-zones.ts';

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
export function TimeZoneSelect({ value, onChange, label = 'Time zone', ...rest }: TProps) {
  const zones = useMemo(() => {
    const all = allTimeZones();
    const list = value && !all.includes(value) ? [value, ...all] : all;
    return list.map((zone) => ({ value: zone, label: timeZoneLabel(zone) }));
  }, [value]);
  return (
    <Select
      label={label}
      data={zones}
      value={value}
      onChange={(zone) => zone && onChange(zone)}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No Results"
      limit={100}
      {...rest}
    />
  );
}
