import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useMyMeetings } from './meeting-options-query.ts';
import './texts.ts';

type TProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string | null;
  onChange: (meetingId: string | null) => void;
  isRequired?: boolean;
};

/** Picks one of the person's meetings (002 §7 meeting selector), with search and 'No Results'. */
export function MeetingSelect({ value, onChange, isRequired, ...props }: TProps) {
  const { t } = useTranslation();
  const meetings = useMyMeetings();
  const data = useMemo(
    () => (meetings.data ?? []).map((meeting) => ({ value: meeting.id, label: meeting.title })),
    [meetings.data],
  );
  return (
    <Select
      searchable
      nothingFoundMessage={t('meetingSelect.noResults')}
      placeholder={meetings.isPending ? t('meetingSelect.loading') : t('meetingSelect.choose')}
      maxDropdownHeight="22rem"
      {...props}
      data={data}
      value={value}
      onChange={onChange}
      withAsterisk={isRequired}
      aria-required={isRequired}
    />
  );
}
