import {
  Checkbox,
  Combobox,
  InputBase,
  List,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { type ChangeEvent, type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { SearchBox } from '../form/search-box.tsx';
import { useMyMeetings } from './meeting-options-query.ts';
import './texts.ts';

type TProps = {
  label: string;
  /** The chosen meetings' ids, in the order they were chosen. */
  value: string[];
  onChange: (meetingIds: string[]) => void;
  error?: string;
  description?: string;
  isRequired?: boolean;
  disabled?: boolean;
  /** Only these of the person's meetings are offered (e.g. those inviting a chosen owner); all when left out. */
  meetingIds?: readonly string[];
};

/**
 * Marks the list's inputs so that an Escape pressed in them closes only the list: a popup
 * (Mantine Modal) around it hears Escape on the window before any element does, and leaves alone
 * the keys whose target carries this mark.
 */
const INSIDE_POPUP = { 'data-mantine-stop-propagation': true } as const;

/** True when the change came from a click with Shift held (a range tick, 002 §5). */
function isShiftChange(event: ChangeEvent<HTMLInputElement>): boolean {
  const native = event.nativeEvent;
  return 'shiftKey' in native && native.shiftKey === true;
}

/** Arrow keys, Home and End move between the checkboxes of the list. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const boxes = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  const at = boxes.indexOf(document.activeElement as HTMLInputElement);
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: boxes.length - 1 }[event.key];
  if (next === undefined || boxes.length === 0) return;
  event.preventDefault();
  boxes[Math.max(0, Math.min(boxes.length - 1, next))]?.focus();
}

/**
 * Picks one or more of the person's meetings (002 §5 meeting multiselect): a button that opens
 * a checkbox list with search ('No Results'), "Select all" over what the search shows, and
 * shift-click to tick or untick every row between the last one clicked and this one. The list
 * is keyboard usable: Tab into it, arrows to move, Space to tick, Escape to close.
 */
export function MeetingMultiSelect(props: TProps) {
  const { label, value, onChange, error, description, isRequired, disabled } = props;
  const { t } = useTranslation();
  const meetings = useMyMeetings();
  const [isOpen, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const anchor = useRef<number | null>(null);
  const labelId = useId();
  const summaryId = useId();
  const requiredId = useId();
  const chosen = useMemo(() => new Set(value), [value]);
  const needle = search.trim().toLowerCase();
  const { meetingIds } = props;
  const shown = useMemo(
    () =>
      (meetings.data ?? []).filter(
        (meeting) =>
          (!meetingIds || meetingIds.includes(meeting.id)) && meeting.title.toLowerCase().includes(needle),
      ),
    [meetings.data, needle, meetingIds],
  );
  const titleOf = new Map((meetings.data ?? []).map((meeting) => [meeting.id, meeting.title]));
  const summary = value
    .map((id) => titleOf.get(id))
    .filter(Boolean)
    .join(', ');
  const chosenShown = shown.filter((meeting) => chosen.has(meeting.id)).length;
  const isAllShown = shown.length > 0 && chosenShown === shown.length;

  const tick = (ids: string[], isOn: boolean) =>
    onChange(
      isOn ? [...value, ...ids.filter((id) => !chosen.has(id))] : value.filter((id) => !ids.includes(id)),
    );

  const handleRow = (index: number, isOn: boolean, isRange: boolean) => {
    const from = anchor.current;
    const [start, end] =
      isRange && from !== null ? [Math.min(from, index), Math.max(from, index)] : [index, index];
    tick(
      shown.slice(start, end + 1).map((meeting) => meeting.id),
      isOn,
    );
    anchor.current = index;
  };

  const handleSearch = (text: string) => {
    setSearch(text);
    anchor.current = null;
  };

  return (
    <Popover
      opened={isOpen}
      onChange={setOpen}
      width="target"
      position="bottom-start"
      trapFocus
      returnFocus
      shadow="md"
      disabled={disabled}
    >
      <Popover.Target>
        <InputBase
          component="button"
          type="button"
          pointer
          label={label}
          labelProps={{ id: labelId }}
          description={description}
          error={error}
          withAsterisk={isRequired}
          // A button cannot be aria-required: a hidden "required" joins its name instead.
          aria-invalid={error ? true : undefined}
          aria-labelledby={[labelId, isRequired ? requiredId : null, summaryId].filter(Boolean).join(' ')}
          disabled={disabled}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => setOpen((open) => !open)}
        >
          {isRequired ? (
            <VisuallyHidden id={requiredId} component="span">
              {t('meetingSelect.multi.required')}
            </VisuallyHidden>
          ) : null}
          <Text id={summaryId} size="sm" truncate component="span" c={summary ? undefined : 'dimmed'}>
            {summary || t('meetingSelect.multi.placeholder')}
          </Text>
        </InputBase>
      </Popover.Target>
      <Popover.Dropdown
        p="xs"
        onKeyDown={(event) => {
          // The popover closed itself; keep the Escape from closing the popup around it too.
          if (event.key === 'Escape') event.stopPropagation();
        }}
      >
        <Stack gap="xs">
          <SearchBox
            label={t('meetingSelect.multi.search')}
            value={search}
            onChange={handleSearch}
            data-autofocus
            {...INSIDE_POPUP}
          />
          {meetings.isPending ? (
            <Loader size="sm" mx="auto" aria-label={t('meetingSelect.multi.loading')} />
          ) : shown.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="xs">
              {t('meetingSelect.noResults')}
            </Text>
          ) : (
            <>
              <Checkbox
                label={needle ? t('meetingSelect.multi.selectAllShown') : t('meetingSelect.multi.selectAll')}
                description={t('meetingSelect.multi.hint')}
                {...INSIDE_POPUP}
                checked={isAllShown}
                indeterminate={chosenShown > 0 && !isAllShown}
                onChange={() =>
                  tick(
                    shown.map((meeting) => meeting.id),
                    !isAllShown,
                  )
                }
              />
              <ScrollArea.Autosize mah="16rem" type="auto" offsetScrollbars>
                <List listStyleType="none" spacing={6} aria-labelledby={labelId} onKeyDown={moveFocus}>
                  {shown.map((meeting, index) => (
                    <List.Item key={meeting.id}>
                      <Checkbox
                        label={meeting.title}
                        {...INSIDE_POPUP}
                        checked={chosen.has(meeting.id)}
                        onChange={(event) =>
                          handleRow(index, event.currentTarget.checked, isShiftChange(event))
                        }
                      />
                    </List.Item>
                  ))}
                </List>
              </ScrollArea.Autosize>
            </>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
