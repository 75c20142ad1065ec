import { type TVtoCopyFlag, VTO_TEXTS } from '@cairn/domain/vto/vto.constants';
import { VTO_ENDPOINTS as E } from '@cairn/domain/vto/vto.endpoints';
import { ALL_COPY_FLAGS, copiesSomething, toggleCopyFlag } from '@cairn/domain/vto/vto.rules';
import type { TVtoRevision } from '@cairn/domain/vto/vto.schemas';
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';
import { notifyError } from '../../../lib/notify.ts';

const GROUPS: { parent: TVtoCopyFlag; label: string; children: [TVtoCopyFlag, string][] }[] = [
  {
    parent: 'includeVision',
    label: 'Vision',
    children: [
      ['includeCoreValues', 'Core Values'],
      ['includeCoreFocus', 'Core Focus'],
      ['includeTenYearTarget', '10-Year Target'],
      ['includeMarketingStrategy', 'Marketing Strategy'],
      ['includeThreeYearPicture', '3-Year Picture'],
    ],
  },
  {
    parent: 'includeTraction',
    label: 'Traction',
    children: [
      ['includeOneYearPlan', '1-Year Plan'],
      ['includeRocks', 'Rocks'],
      ['includeIssuesList', 'Issues List'],
    ],
  },
];

type TProps = {
  /** The revision copied (also one removed by another user, which can no longer be read). */
  revision: Pick<TVtoRevision, 'collectionId' | 'id'>;
  opened: boolean;
  onClose: () => void;
  onCopied: (revision: TVtoRevision) => void;
};

/** Copy V/TO (001 §2, §3, §5): a name and what to take; a parent checks its parts and the other way round. */
export function CopyVtoModal({ revision, opened, onClose, onCopied }: TProps) {
  const [name, setName] = useState('');
  const [flags, setFlags] = useState(ALL_COPY_FLAGS);
  const [error, setError] = useState<string>();
  const [isBusy, setBusy] = useState(false);
  const canCopy = name.trim() !== '' && copiesSomething(flags);

  const submit = async () => {
    setBusy(true);
    try {
      const answer = await call(E.copy, {
        params: { collectionId: revision.collectionId, revisionId: revision.id },
        body: { newRevisionName: name.trim(), ...flags },
      });
      onCopied(answer.revision);
    } catch (failure) {
      if (isApiError(failure) && failure.status === 422) setError(failure.messages[0]?.text);
      else notifyError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Copy V/TO" centered size="lg">
      <Stack>
        <TextInput
          label="Name of the copy"
          required
          data-autofocus
          value={name}
          error={error}
          maxLength={200}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(undefined);
          }}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {GROUPS.map((group) => (
            <Stack key={group.parent} gap={6}>
              <Checkbox
                label={group.label}
                fw={600}
                checked={flags[group.parent]}
                onChange={(e) => setFlags(toggleCopyFlag(flags, group.parent, e.currentTarget.checked))}
              />
              {group.children.map(([flag, label]) => (
                <Checkbox
                  key={flag}
                  label={label}
                  ml="lg"
                  checked={flags[flag]}
                  onChange={(e) => setFlags(toggleCopyFlag(flags, flag, e.currentTarget.checked))}
                />
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        {!copiesSomething(flags) ? (
          <Text c="red" size="sm">
            {VTO_TEXTS.copyNeedsSomething}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={!canCopy} loading={isBusy}>
            Copy
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
