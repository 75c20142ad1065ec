import {
  type ComboboxItem,
  Group,
  MultiSelect,
  type MultiSelectProps,
  Select,
  type SelectProps,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { PersonAvatar } from '../person-avatar/person-avatar.tsx';
import { personOptions, type TPersonFilter } from './person-options.ts';
import { usePickerPeople } from './picker-people-query.ts';
import './texts.ts';

/** 000 §9: a person picker's list is at most 22rem tall, then scrolls. */
const PICKER_DROPDOWN_HEIGHT = '22rem';

type TSharedProps = TPersonFilter & { label: string; error?: string; isRequired?: boolean };

/** The filter props a picker takes, separated from the props it hands to Mantine. */
function splitFilter<T extends TSharedProps>(props: T) {
  const { candidateIds, excludedIds, hasLicense, roles, assigner, currentOwnerId, ...rest } = props;
  return { filter: { candidateIds, excludedIds, hasLicense, roles, assigner, currentOwnerId }, rest };
}

/**
 * The options a picker offers (from `POST people/search`), whether they are still loading, and
 * the typed text the picker hands back (it reaches the server only in large organisations).
 */
function usePersonOptions(filter: TPersonFilter) {
  const [search, setSearch] = useState('');
  const { people, isLoading } = usePickerPeople(filter, search);
  const { candidateIds, assigner, currentOwnerId } = filter;
  const data = useMemo(
    () => personOptions(people, { candidateIds, assigner, currentOwnerId }),
    [people, candidateIds, assigner, currentOwnerId],
  );
  const byId = useMemo(() => new Map(people.map((person) => [person.id, person])), [people]);
  /** Each option with the person's avatar beside the name (issue 34: avatars wherever a person appears). */
  const renderOption = ({ option }: { option: ComboboxItem }) => (
    <Group gap="xs" wrap="nowrap">
      <PersonAvatar person={byId.get(option.value)} size={22} component="span" />
      <span>{option.label}</span>
    </Group>
  );
  return { data, isLoading, search, setSearch, renderOption };
}

type TPersonSelectProps = TSharedProps &
  Omit<SelectProps, 'data' | 'value' | 'onChange' | 'label' | 'error'> & {
    value: string | null;
    onChange: (id: string | null) => void;
  };

/**
 * Picks one person of the organisation (e.g. an item's owner), with search, 'No Results', and
 * only the people the filter allows (owner pickers pass `assigner`: 000 §6). Picking the person
 * already chosen keeps them (issue 35: Mantine's deselect-on-repick emptied a required owner and
 * greyed out Save without a word); `clearable` is the explicit way to empty it.
 */
export function PersonSelect(props: TPersonSelectProps) {
  const { filter, rest } = splitFilter(props);
  const { label, error, isRequired, value, onChange, ...selectProps } = rest;
  const { t } = useTranslation();
  const options = usePersonOptions(filter);
  return (
    <Select
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('personPicker.noResults')}
      maxDropdownHeight={PICKER_DROPDOWN_HEIGHT}
      placeholder={options.isLoading ? t('personPicker.loading') : t('personPicker.choosePerson')}
      {...selectProps}
      label={label}
      data={options.data}
      renderOption={options.renderOption}
      value={value}
      onChange={onChange}
      searchValue={options.search}
      onSearchChange={options.setSearch}
      error={error}
      withAsterisk={isRequired}
      aria-required={isRequired}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

type TPersonMultiSelectProps = TSharedProps &
  Omit<MultiSelectProps, 'data' | 'value' | 'onChange' | 'label' | 'error'> & {
    value: string[];
    onChange: (ids: string[]) => void;
  };

/** Picks several people (e.g. the owners of new to-dos), with the same search and rules. */
export function PersonMultiSelect(props: TPersonMultiSelectProps) {
  const { filter, rest } = splitFilter(props);
  const { label, error, isRequired, value, onChange, ...selectProps } = rest;
  const { t } = useTranslation();
  const options = usePersonOptions(filter);
  return (
    <MultiSelect
      searchable
      hidePickedOptions
      nothingFoundMessage={t('personPicker.noResults')}
      maxDropdownHeight={PICKER_DROPDOWN_HEIGHT}
      placeholder={
        value.length === 0
          ? options.isLoading
            ? t('personPicker.loading')
            : t('personPicker.choosePeople')
          : undefined
      }
      {...selectProps}
      label={label}
      data={options.data}
      renderOption={options.renderOption}
      value={value}
      onChange={onChange}
      searchValue={options.search}
      onSearchChange={options.setSearch}
      error={error}
      withAsterisk={isRequired}
      aria-required={isRequired}
    />
  );
}
