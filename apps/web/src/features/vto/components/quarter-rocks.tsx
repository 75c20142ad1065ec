import { utcDateOf } from '@cairn/domain/items/calendar-date';
import { can } from '@cairn/domain/permissions/can';
import type { TRockStatus } from '@cairn/domain/rocks/rocks.constants';
import { VTO_SECTION_ENDPOINTS as S } from '@cairn/domain/vto/vto.endpoints';
import type { TVtoPlan, TVtoRevision } from '@cairn/domain/vto/vto.schemas';
import { ActionIcon, Badge, Box, Group, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { AddRowInput } from '../../../components/add-row-input.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { ROCK_STATUS_COLORS, ROCK_STATUS_KEYS } from '../../rocks/index.ts';
import { useMeetingsForLeadership } from '../api/leadership-meeting.ts';
import { LinkCompanyRock, MarkLeadershipNotice } from './leadership-rocks.tsx';
import { FieldBlock } from './section-card.tsx';
import type { TSave } from './vto-save.ts';
import '../texts.ts';

/** The last day of the current quarter, the default due date of a new rock. */
function quarterEnd(now = new Date()): string {
  const month = Math.floor(now.getMonth() / 3) * 3 + 3;
  return utcDateOf(new Date(Date.UTC(now.getFullYear(), month, 0)));
}

type TProps = { plan: TVtoPlan; canEdit: boolean; save: TSave; personId: string };

/**
 * The quarter's rocks: the organisation's real rocks, so their status is live. A rock added here
 * is a company rock of the leadership team meeting, owned by the one who adds it.
 */
export function QuarterRocks({ plan, canEdit, save, personId }: TProps) {
  const { t } = useTranslation();
  const versionOf = (r: TVtoRevision) => r.quarterlyPlan?.version ?? 0;
  const { data: session } = useSession();
  const canMark = Boolean(session?.person && can(session.person, 'org.update'));
  const meetings = useMeetingsForLeadership();
  const leadership = meetings.data?.find((meeting) => meeting.isLeadershipTeam) ?? null;
  // Owners and Admins see every meeting, so only they can tell that none is marked.
  const needsLeadership = canEdit && canMark && meetings.isSuccess && !leadership;
  return (
    <FieldBlock label={t('vto.field.rocksForQuarter')}>
      <Stack gap="xs">
        {plan.rocks.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('vto.rocks.none')}
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
                  <Badge
                    size="sm"
                    variant="light"
                    color={ROCK_STATUS_COLORS[rock.status as TRockStatus] ?? 'gray'}
                  >
                    {rock.status in ROCK_STATUS_KEYS
                      ? t(ROCK_STATUS_KEYS[rock.status as TRockStatus])
                      : rock.status}
                  </Badge>
                  {canEdit ? (
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="gray"
                      aria-label={t('vto.rocks.takeOff', { title: rock.title })}
                      className="vto-no-print"
                      onClick={() => void save(S.removeRock, versionOf, { entryId: rock.id })}
                    >
                      <IconX size={14} aria-hidden />
                    </ActionIcon>
                  ) : null}
                </Group>
              </Group>
            </li>
          ))}
        </Box>
        {needsLeadership ? <MarkLeadershipNotice meetings={meetings.data ?? []} canMark={canMark} /> : null}
        {canEdit && leadership ? (
          <LinkCompanyRock
            meetingId={leadership.id}
            linkedIds={plan.rocks.map((rock) => rock.id)}
            onLink={(rockId) => void save(S.addRock, versionOf, { body: { rockId } })}
          />
        ) : null}
        {canEdit && !needsLeadership ? (
          <AddRowInput
            className="vto-no-print"
            label={t('vto.rocks.new')}
            placeholder={t('vto.rocks.placeholder')}
            buttonLabel={t('vto.rocks.add')}
            maxLength={256}
            onAdd={(title) =>
              save(S.addRock, versionOf, { body: { title, ownerId: personId, dueDate: quarterEnd() } })
            }
          />
        ) : null}
      </Stack>
    </FieldBlock>
  );
}
