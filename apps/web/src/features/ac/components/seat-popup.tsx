import { AC_ROLES_MAX, AC_TITLE_MAX_LENGTH } from '@cairn/domain/ac/ac.constants';
import type { TAcSeat } from '@cairn/domain/ac/ac.schemas';
import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useSubmitGuard } from '../../../components/form/use-submit-guard.ts';
import { usePeopleOfOrg } from '../../../components/person-picker/people-query.ts';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { SubmitButton } from '../../../components/popup-panel/submit-button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { TSeatFields } from '../api/ac-api.ts';
import '../texts.ts';

type TProps = {
  title: string;
  seat: TAcSeat | null;
  isSaving: boolean;
  /** Resolves once saved (the popup closes); rejects after showing why, so Save can be sent again. */
  onSave: (fields: TSeatFields) => Promise<unknown>;
  onClose: () => void;
};

/**
 * Add or Edit Seat (001 §2, §5): the title, a holder picked from the organisation or a placeholder
 * name (never both), and up to 7 roles (5 is the standard). Empty role rows are ignored, not
 * refused (issue 35): an "Add role" row left blank does not block Save.
 */
export function SeatPopup({ title, seat, isSaving, onSave, onClose }: TProps) {
  const { t } = useTranslation();
  const people = usePeopleOfOrg();
  const [name, setName] = useState(seat?.title ?? '');
  const [holderId, setHolderId] = useState<string | null>(seat?.assignedToId ?? null);
  const [placeholder, setPlaceholder] = useState(seat?.placeholderName ?? '');
  // Each role row keeps its own key, so removing one does not shift what the others show.
  const nextKey = useRef(0);
  const row = (text: string) => ({ key: nextKey.current++, text });
  const [rows, setRows] = useState(() => (seat?.roles.length ? seat.roles : ['']).map(row));
  const roles = rows.map((entry) => entry.text);
  const setRoles = (texts: string[]) =>
    setRows(texts.map((text, index) => ({ key: rows[index]?.key ?? nextKey.current++, text })));
  const [isSubmitted, setSubmitted] = useState(false);
  const guard = useSubmitGuard();
  const isValid = name.trim() !== '';
  const options = (people.data ?? []).map((person) => ({
    value: person.id,
    label: `${person.firstName} ${person.lastName}`.trim() || person.email,
  }));
  const save = () => {
    setSubmitted(true);
    if (!isValid) return;
    void guard.run(() =>
      onSave({
        title: name.trim(),
        assignedToId: holderId,
        placeholderName: holderId ? null : placeholder.trim() || null,
        roles: roles.map((role) => role.trim()).filter(Boolean),
      }),
    );
  };
  const footer = (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        {t('ac.seat.cancel')}
      </Button>
      <SubmitButton
        label={t('ac.seat.save')}
        onClick={save}
        isBusy={isSaving || guard.isBusy}
        blockedReason={null}
      />
    </Group>
  );
  return (
    <PopupPanel title={title} onClose={onClose} footer={footer} size="md">
      <Stack gap="md">
        {isSubmitted && !isValid ? (
          <Text c="red.8" size="sm" role="alert">
            {t('ac.seat.fixFields')}
          </Text>
        ) : null}
        <TextInput
          label={t('ac.seat.title')}
          withAsterisk
          value={name}
          maxLength={AC_TITLE_MAX_LENGTH}
          onChange={(event) => setName(event.currentTarget.value)}
          error={isSubmitted && !name.trim() ? t('ac.seat.required') : undefined}
          data-autofocus
        />
        <Select
          label={t('ac.seat.holder')}
          placeholder={t('ac.seat.choosePerson')}
          data={options}
          value={holderId}
          onChange={setHolderId}
          searchable
          clearable
          allowDeselect={false}
          disabled={placeholder.trim() !== ''}
          nothingFoundMessage={t('ac.seat.noResults')}
          comboboxProps={{ width: '22rem' }}
        />
        <TextInput
          label={t('ac.seat.placeholder')}
          description={t('ac.seat.placeholderHint')}
          value={placeholder}
          disabled={holderId !== null}
          onChange={(event) => setPlaceholder(event.currentTarget.value)}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('ac.seat.roles', { filled: roles.filter((role) => role.trim()).length, max: AC_ROLES_MAX })}
          </Text>
          {rows.map(({ key, text: role }, index) => (
            <Group key={key} gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                aria-label={t('ac.seat.role', { number: index + 1 })}
                value={role}
                onChange={(event) => {
                  const next = [...roles];
                  next[index] = event.currentTarget.value;
                  setRoles(next);
                }}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('ac.seat.removeRole', { number: index + 1 })}
                onClick={() =>
                  setRows(rows.length > 1 ? rows.filter((entry) => entry.key !== key) : [row('')])
                }
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              disabled={roles.length >= AC_ROLES_MAX}
              onClick={() => setRows([...rows, row('')])}
            >
              {t('ac.seat.addRole')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </PopupPanel>
  );
}
