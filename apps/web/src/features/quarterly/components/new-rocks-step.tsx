import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AddRockPanel } from '../../rocks/index.ts';
import type { TDraftRock } from './quarterly-draft.ts';
import { RockSummary } from './rock-summary.tsx';
import '../texts.ts';

type TProps = {
  meetingId: string;
  /** The next quarter's last day: a new rock's due date to start from. */
  dueDate: string;
  nextQuarterLabel: string;
  newRocks: TDraftRock[];
  ownerName: (id: string | null) => string;
  canRun: boolean;
  onChange: (newRocks: TDraftRock[]) => void;
};

/**
 * Step 3: the next quarter's rocks, each added through Add Rock (the same popup, its rules and
 * delegation), kept on the page until Finish makes them all in one change.
 */
export function NewRocksStep({
  meetingId,
  dueDate,
  nextQuarterLabel,
  newRocks,
  ownerName,
  canRun,
  onChange,
}: TProps) {
  const { t } = useTranslation();
  const [isAdding, setAdding] = useState(false);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('quarterly.newRocks.intro', { quarter: nextQuarterLabel })}
      </Text>
      {newRocks.length === 0 ? (
        <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
          <Text size="sm" c="dimmed" ta="center">
            {t('quarterly.newRocks.none')}
          </Text>
        </Paper>
      ) : (
        newRocks.map(({ key, body: rock }) => (
          <Paper key={key} withBorder radius="md" p="sm" role="group" aria-label={rock.title}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <RockSummary title={rock.title} ownerName={ownerName(rock.ownerId)} dueDate={rock.dueDate}>
                {rock.delegated.length ? (
                  <Text size="xs" c="dimmed">
                    {t('quarterly.newRocks.delegated', { count: rock.delegated.length })}
                  </Text>
                ) : null}
              </RockSummary>
              {canRun ? (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('quarterly.newRocks.remove', { title: rock.title })}
                  onClick={() => onChange(newRocks.filter((other) => other.key !== key))}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              ) : null}
            </Group>
          </Paper>
        ))
      )}
      {canRun ? (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setAdding(true)}
          >
            {t('quarterly.newRocks.add')}
          </Button>
        </Group>
      ) : null}
      {isAdding ? (
        <AddRockPanel
          tractionId={meetingId}
          dueDate={dueDate}
          onCollect={(body) => onChange([...newRocks, { key: crypto.randomUUID(), body }])}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </Stack>
  );
}
