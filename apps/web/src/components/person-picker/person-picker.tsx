import { MultiSelect, type MultiSelectProps, Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { usePeopleOfOrg } from './people-query.ts';
import { personOptions, type TPersonFilter } from './person-options.ts';

/** 000 §8: what a picker says when nothing matches. */
export const NO_RESULTS = 'No Results';

type TSharedProps = TPersonFilter & { label: string; error?: string; isRequired?: boolean };

/**
 * Picks one person of the organisation (e.g. an item's owner), with search, 'No Results', and
 * only the people the filter allows (owner pickers pass `assigner`: 000 §6).
 */
export function PersonSelect({
  value,
  onChange,
  label,
  error,
  isRequired,
  candidateIds,
  excludedIds,
  hasLicense,
  assigner,
  currentOwnerId,
  ...props
}: TSharedProps &
  Omit<SelectProps, 'data' | 'value' | 'onChange' | 'label' | 'error'> & {
    value: string | null;
    onChange: (id: string | null) => void;
  }) {
  const people = usePeopleOfOrg();
  const data = useMemo(
    () =>
      personOptions(people.data ?? [], { candidateIds, excludedIds, hasLicense, assigner, currentOwnerId }),
    [people.data, candidateIds, excludedIds, hasLicense, assigner, currentOwnerId],
  );
  return (
    <Select
      searchable
      nothingFoundMessage={NO_RESULTS}
      placeholder={people.isPending ? 'Loading...' : 'Choose a person'}
      {...props}
      label={label}
      data={data}
      value={value}
      onChange={onChange}
      error={error}
      withAsterisk={isRequired}
      aria-required={isRequired}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Picks several people (e.g. the owners of new to-dos), with the same search and rules. */
export function PersonMultiSelect({
  value,
  onChange,
  label,
  error,
  isRequired,
  candidateIds,
  excludedIds,
  hasLicense,
  assigner,
  currentOwnerId,
  ...props
}: TSharedProps &
  Omit<MultiSelectProps, 'data' | 'value' | 'onChange' | 'label' | 'error'> & {
    value: string[];
    onChange: (ids: string[]) => void;
  }) {
  const people = usePeopleOfOrg();
  const data = useMemo(
    () =>
      personOptions(people.data ?? [], { candidateIds, excludedIds, hasLicense, assigner, currentOwnerId }),
    [people.data, candidateIds, excludedIds, hasLicense, assigner, currentOwnerId],
  );
  return (
    <MultiSelect
      searchable
      hidePickedOptions
      nothingFoundMessage={NO_RESULTS}
      placeholder={value.length === 0 ? (people.isPending ? 'Loading...' : 'Choose people') : undefined}
      {...props}
      label={label}
      data={data}
      value={value}
      onChange={onChange}
      error={error}
      withAsterisk={isRequired}
      aria-required={isRequired}
    />
  );
}
