import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Input,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type MouseEvent, memo, useId, useMemo, useRef, useState } from 'react';
import { PersonAvatar } from '../../../components/person-avatar/person-avatar.tsx';
import { PlainList } from '../../../components/plain-list.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatPersonName } from '../../../lib/person-name.ts';
import { isSameValue } from './section-memo.ts';
import '../texts.ts';

export type TInviteePickerProps = {
  /** The organisation's people (undefined while loading). */
  people: TPerson[] | undefined;
  isError: boolean;
  onRetry: () => void;
  value: string[];
  onChange: (ids: string[]) => void;
  /** People who stay invited whatever is ticked (the meeting's owner). */
  lockedIds?: readonly string[];
  /** Shown under the list (e.g. the "at least one attendee" message). */
  error?: string;
  /** A hint under the label. */
  description?: string;
};

function matches(person: TPerson, text: string): boolean {
  if (!text) return true;
  const needle = text.toLowerCase();
  return [formatPersonName(person), person.email].some((field) => field.toLowerCase().includes(needle));
}

/**
 * The invitee multiselect (002 §5 meeting multiselect): search by name or email, "Select all"
 * over what the search shows, and shift-click to tick or untick a range. "No Results" when the
 * search finds nobody.
 */
function InviteePickerField({
  people,
  isError,
  onRetry,
  value,
  onChange,
  lockedIds = [],
  error,
  description,
}: TInviteePickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const lastIndex = useRef<number | null>(null);
  const isShiftClick = useRef(false);
  const labelId = useId();
  const selected = useMemo(() => new Set(value), [value]);
  const shown = useMemo(
    () =>
      (people ?? [])
        .filter((person) => matches(person, search.trim()))
        .sort((a, b) => formatPersonName(a).localeCompare(formatPersonName(b))),
    [people, search],
  );
  const selectable = shown.filter((person) => !lockedIds.includes(person.id));
  const selectedShown = selectable.filter((person) => selected.has(person.id)).length;
  const isAllShown = selectable.length > 0 && selectedShown === selectable.length;

  const setMany = (ids: string[], isOn: boolean) => {
    const next = new Set(value);
    for (const id of ids) {
      if (lockedIds.includes(id)) continue;
      if (isOn) next.add(id);
      else next.delete(id);
    }
    onChange([...next]);
  };

  const handleToggle = (index: number, isOn: boolean) => {
    const from = lastIndex.current;
    if (isShiftClick.current && from !== null && from !== index) {
      const [start, end] = from < index ? [from, index] : [index, from];
      setMany(
        shown.slice(start, end + 1).map((person) => person.id),
        isOn,
      );
    } else {
      const person = shown[index];
      if (person) setMany([person.id], isOn);
    }
    lastIndex.current = index;
    isShiftClick.current = false;
  };

  const rememberShift = (event: MouseEvent) => {
    isShiftClick.current = event.shiftKey;
  };

  return (
    <Input.Wrapper
      label={t('meeting.invitees.label')}
      labelProps={{ id: labelId }}
      required
      description={description}
      error={error}
      errorProps={{ role: 'alert' }}
    >
      <Paper withBorder radius="md" p="xs" mt={4}>
        <Stack gap="xs">
          <TextInput
            aria-label={t('meeting.invitees.search')}
            placeholder={t('meeting.invitees.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            disabled={!people}
          />
          {isError ? (
            <Alert color="red" variant="light" title={t('meeting.people.loadFailed')}>
              <Button size="xs" variant="white" onClick={onRetry}>
                {t('meeting.tryAgain')}
              </Button>
            </Alert>
          ) : !people ? (
            <Stack gap={6} aria-busy="true" aria-label={t('meeting.people.loadingLabel')}>
              <Skeleton h={28} />
              <Skeleton h={28} />
              <Skeleton h={28} />
            </Stack>
          ) : shown.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="sm">
              {t('meeting.noResults')}
            </Text>
          ) : (
            <>
              <Group justify="space-between" gap="xs">
                <Checkbox
                  label={
                    search.trim() ? t('meeting.invitees.selectAllShown') : t('meeting.invitees.selectAll')
                  }
                  checked={isAllShown}
                  indeterminate={selectedShown > 0 && !isAllShown}
                  disabled={selectable.length === 0}
                  onChange={() =>
                    setMany(
                      selectable.map((person) => person.id),
                      !isAllShown,
                    )
                  }
                />
                <Text size="xs" c="dimmed">
                  {t('meeting.invitees.selected', { count: value.length })}
                </Text>
              </Group>
              <ScrollArea.Autosize mah="14rem" type="auto" offsetScrollbars>
                <PlainList gap={2} aria-labelledby={labelId}>
                  {shown.map((person, index) => {
                    const isLocked = lockedIds.includes(person.id);
                    const name = formatPersonName(person);
                    return (
                      <li key={person.id}>
                        <Checkbox
                          checked={isLocked || selected.has(person.id)}
                          disabled={isLocked}
                          onClick={rememberShift}
                          onChange={(event) => handleToggle(index, event.currentTarget.checked)}
                          aria-label={isLocked ? t('meeting.invitees.ownerNamed', { name }) : name}
                          py={4}
                          label={
                            <Group gap="xs" wrap="nowrap" component="span">
                              <PersonAvatar person={person} size={24} component="span" />
                              <Text size="sm" component="span" truncate>
                                {isLocked ? t('meeting.invitees.ownerNamed', { name }) : name}
                              </Text>
                            </Group>
                          }
                        />
                      </li>
                    );
                  })}
                </PlainList>
              </ScrollArea.Autosize>
            </>
          )}
        </Stack>
      </Paper>
    </Input.Wrapper>
  );
}

/** The invitee picker; it re-renders only when the people, the choice or its message change. */
export const InviteePicker = memo(
  InviteePickerField,
  (before, after) =>
    before.people === after.people &&
    before.isError === after.isError &&
    isSameValue(before.value, after.value) &&
    before.lockedIds === after.lockedIds &&
    before.error === after.error &&
    before.description === after.description,
);
