import { AC_ACCESS, type TAcAccess } from '@cairn/domain/ac/ac.constants';
import type { TAcVisibility } from '@cairn/domain/ac/ac-visibility';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Input,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { usePeopleOfOrg } from '../../../components/person-picker/people-query.ts';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

const ACCESS_LABELS: Record<TAcAccess, TTextKey> = {
  none: 'ac.visibility.access.none',
  view: 'ac.visibility.access.view',
  edit: 'ac.visibility.access.edit',
};

type TProps = {
  visibility: TAcVisibility;
  /** The chart's creator and the current person: never removed from the list (001 §5). */
  creatorId: string | null;
  myPersonId: string;
  /** False until the leadership team meeting has invitees: its Edit is disabled then (001 §5). */
  hasLeadershipTeam: boolean;
  isSaving: boolean;
  onSave: (visibility: TAcVisibility) => void;
  onClose: () => void;
};

/**
 * Visibility and Editing Settings (001 §2-§6): view or edit for the leadership team and for the
 * whole organisation, and for chosen people. Edit implies view; Observers are never given edit.
 */
export function VisibilityPopup({
  visibility,
  creatorId,
  myPersonId,
  hasLeadershipTeam,
  isSaving,
  onSave,
  onClose,
}: TProps) {
  const { t } = useTranslation();
  const people = usePeopleOfOrg();
  const [lt, setLt] = useState<TAcAccess>(visibility.lt);
  const [org, setOrg] = useState<TAcAccess>(visibility.org);
  const [individuals, setIndividuals] = useState(visibility.individuals);
  const nameOf = (id: string) => {
    const person = people.byId.get(id);
    return person
      ? `${person.firstName} ${person.lastName}`.trim() || person.email
      : t('ac.visibility.someone');
  };
  const candidates = (people.data ?? [])
    .filter((person) => !individuals.some((entry) => entry.personId === person.id))
    .map((person) => ({
      value: person.id,
      label: `${person.firstName} ${person.lastName}`.trim() || person.email,
    }));
  const access = (
    label: string,
    value: TAcAccess,
    onChange: (value: TAcAccess) => void,
    noEdit: { hint: string } | null = null,
  ) => (
    <Input.Wrapper
      label={label}
      description={noEdit?.hint}
      inputWrapperOrder={['label', 'input', 'description']}
    >
      <SegmentedControl
        mt={6}
        fullWidth
        value={value}
        onChange={(next) => onChange(next as TAcAccess)}
        data={AC_ACCESS.map((option) => ({
          value: option,
          label: t(ACCESS_LABELS[option]),
          disabled: option === 'edit' && noEdit !== null && value !== 'edit',
        }))}
        aria-label={label}
      />
    </Input.Wrapper>
  );
  // 001 §5: the leadership team's Edit waits for the leadership team meeting to have invitees
  // (an Edit it already has is kept, as the server keeps it).
  const ltNoEdit = hasLeadershipTeam ? null : { hint: t('ac.visibility.noLeadershipTeam') };
  const footer = (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        {t('ac.visibility.cancel')}
      </Button>
      <Button loading={isSaving} onClick={() => onSave({ lt, org, individuals })}>
        {t('ac.visibility.save')}
      </Button>
    </Group>
  );
  return (
    <PopupPanel title={t('ac.visibility.title')} onClose={onClose} footer={footer} size="md">
      <Stack gap="md">
        {access(t('ac.visibility.leadershipTeam'), lt, setLt, ltNoEdit)}
        {access(t('ac.visibility.everyone'), org, setOrg)}
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('ac.visibility.people')}
          </Text>
          {individuals.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('ac.visibility.noOne')}
            </Text>
          ) : null}
          {individuals.map((entry) => {
            const isObserver = people.byId.get(entry.personId)?.role === 'Observer';
            const isFixed = entry.personId === creatorId || entry.personId === myPersonId;
            return (
              <Group key={entry.personId} justify="space-between" wrap="nowrap">
                <Text size="sm" truncate="end">
                  {nameOf(entry.personId)}
                </Text>
                <Group gap="sm" wrap="nowrap">
                  <Checkbox label={t('ac.visibility.access.view')} checked disabled />
                  <Checkbox
                    label={t('ac.visibility.access.edit')}
                    checked={entry.canEdit}
                    disabled={isObserver}
                    onChange={(event) =>
                      setIndividuals(
                        individuals.map((other) =>
                          other.personId === entry.personId
                            ? { ...other, canEdit: event.currentTarget.checked }
                            : other,
                        ),
                      )
                    }
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    disabled={isFixed}
                    aria-label={t('ac.visibility.remove', { name: nameOf(entry.personId) })}
                    onClick={() =>
                      setIndividuals(individuals.filter((other) => other.personId !== entry.personId))
                    }
                  >
                    <IconX size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            );
          })}
          <Select
            placeholder={t('ac.visibility.addPerson')}
            aria-label={t('ac.visibility.addPerson')}
            data={candidates}
            value={null}
            searchable
            nothingFoundMessage={t('ac.visibility.noResults')}
            comboboxProps={{ width: '22rem' }}
            onChange={(id) => id && setIndividuals([...individuals, { personId: id, canEdit: false }])}
          />
        </Stack>
      </Stack>
    </PopupPanel>
  );
}
