import type { TVtoCopyFlag } from '@cairn/domain/vto/vto.constants';
import { VTO_ENDPOINTS as E } from '@cairn/domain/vto/vto.endpoints';
import { ALL_COPY_FLAGS, copiesSomething, toggleCopyFlag } from '@cairn/domain/vto/vto.rules';
import type { TVtoRevision } from '@cairn/domain/vto/vto.schemas';
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifyError } from '../../../lib/notify.ts';
import '../texts.ts';

const GROUPS: { parent: TVtoCopyFlag; label: TTextKey; children: [TVtoCopyFlag, TTextKey][] }[] = [
  {
    parent: 'includeVision',
    label: 'vto.page.vision',
    children: [
      ['includeCoreValues', 'vto.section.coreValues'],
      ['includeCoreFocus', 'vto.section.coreFocus'],
      ['includeTenYearTarget', 'vto.section.tenYearTarget'],
      ['includeMarketingStrategy', 'vto.section.marketingStrategy'],
      ['includeThreeYearPicture', 'vto.section.threeYearPicture'],
    ],
  },
  {
    parent: 'includeTraction',
    label: 'vto.page.traction',
    children: [
      ['includeOneYearPlan', 'vto.section.oneYearPlan'],
      ['includeRocks', 'vto.section.rocks'],
      ['includeIssuesList', 'vto.section.issuesList'],
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
  const { t } = useTranslation();
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
    <Modal opened={opened} onClose={onClose} title={t('vto.copy.title')} centered size="lg">
      <Stack>
        <TextInput
          label={t('vto.copy.name')}
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
                label={t(group.label)}
                fw={600}
                checked={flags[group.parent]}
                onChange={(e) => setFlags(toggleCopyFlag(flags, group.parent, e.currentTarget.checked))}
              />
              {group.children.map(([flag, label]) => (
                <Checkbox
                  key={flag}
                  label={t(label)}
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
            {t('vto.copy.needsSomething')}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('vto.copy.cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={!canCopy} loading={isBusy}>
            {t('vto.copy.copy')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
