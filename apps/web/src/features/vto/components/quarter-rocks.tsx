import type { TVtoPlan, TVtoRevision } from '@cairn/domain/vto/vto.schemas';
import { ActionIcon, Badge, Box, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { FieldBlock } from './section-card.tsx';
import type { TSave } from './vto-save.ts';

const STATUS_LABELS: Record<string, string> = {
  OnTrack: 'On track',
  OffTrack: 'Off track',
  Done: 'Done',
  NotDone: 'Not done',
};
const STATUS_COLORS: Record<string, string> = {
  OnTrack: 'green',
  OffTrack: 'red',
  Done: 'blue',
  NotDone: 'gray',
};

/** The last day of the current quarter, the default due date of a new rock. */
function quarterEnd(now = new Date()): string {
  const month = Math.floor(now.getMonth() / 3) * 3 + 3;
  return new Date(Date.UTC(now.getFullYear(), month, 0)).toISOString().slice(0, 10);
}

type TProps = { plan: TVtoPlan; canEdit: boolean; save: TSave; personId: string };

/**
 * The quarter's rocks: the organisation's real rocks, so their status is live. A rock added here
 * is a company rock of the leadership team meeting, owned by the one who adds it.
 */
export function QuarterRocks({ plan, canEdit, save, personId }: TProps) {
  const [title, setTitle] = useState('');
  const versionOf = (r: TVtoRevision) => r.quarterlyPlan?.version ?? 0;
  const add = async () => {
    if (!title.trim()) return;
    const ok = await save('POST', 'quarterly-plan/rock', versionOf, {
      title: title.trim(),
      ownerId: personId,
      dueDate: quarterEnd(),
    });
    if (ok) setTitle('');
  };
  return (
    <FieldBlock label="Rocks for the quarter">
      <Stack gap="xs">
        {plan.rocks.length === 0 ? (
          <Text c="dimmed" size="sm">
            No rocks yet
          </Text>
        ) : null}
        <Box component="ol" className="vto-list">
          {plan.rocks.map((rock) => (
            <li key={rock.id}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm" style={{ minWidth: 0 }}>
                  {rock.title}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <Badge size="sm" variant="light" color={STATUS_COLORS[rock.status] ?? 'gray'}>
                    {STATUS_LABELS[rock.status] ?? rock.status}
                  </Badge>
                  {canEdit ? (
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="gray"
                      aria-label={`Take ${rock.title} off the plan`}
                      className="vto-no-print"
                      onClick={() => void save('DELETE', `quarterly-plan/rock/${rock.id}`, versionOf)}
                    >
                      <IconX size={14} aria-hidden />
                    </ActionIcon>
                  ) : null}
                </Group>
              </Group>
            </li>
          ))}
        </Box>
        {canEdit ? (
          <Group gap="xs" wrap="nowrap" className="vto-no-print">
            <TextInput
              aria-label="New rock"
              placeholder="Add a company rock"
              value={title}
              maxLength={256}
              onChange={(e) => setTitle(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') void add();
              }}
              style={{ flex: 1 }}
            />
            <Button size="xs" variant="light" onClick={() => void add()}>
              Add rock
            </Button>
          </Group>
        ) : null}
      </Stack>
    </FieldBlock>
  );
}
