import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCompanyRocks, useMarkLeadershipMeeting } from '../api/leadership-meeting.ts';
// The meetings' toast texts come with their front door.
import '../../meetings/index.ts';
import '../texts.ts';

/**
 * Company rocks belong to the leadership team meeting (issue 35 point 2). Without one, the V/TO's
 * rocks say so where the person is, and an Owner or Admin marks it right there.
 */
export function MarkLeadershipNotice({
  meetings,
  canMark,
}: {
  meetings: readonly TMeeting[];
  canMark: boolean;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(
    meetings.length === 1 ? (meetings[0]?.id ?? null) : null,
  );
  const mark = useMarkLeadershipMeeting();
  const handleMark = () => {
    if (!chosen) return;
    mark.mutate(chosen, {
      onSuccess: (saved) => notifySuccess(t('meeting.toast.leadershipTeamSet', { title: saved.title })),
    });
  };
  return (
    <Alert color="blue" variant="light" title={t('vto.leadership.title')} className="vto-no-print">
      <Stack gap="xs">
        <Text size="sm">{canMark ? t('vto.leadership.choose') : t('vto.leadership.ask')}</Text>
        {canMark && meetings.length === 0 ? <Text size="sm">{t('vto.leadership.createFirst')}</Text> : null}
        {canMark && meetings.length > 0 ? (
          <Group gap="xs" align="flex-end" wrap="wrap">
            <Select
              label={t('vto.leadership.meeting')}
              placeholder={t('vto.leadership.chooseMeeting')}
              data={meetings.map((meeting) => ({ value: meeting.id, label: meeting.title }))}
              value={chosen}
              onChange={setChosen}
              searchable
              style={{ flex: '1 1 12rem' }}
            />
            <Button onClick={handleMark} disabled={!chosen} loading={mark.isPending}>
              {t('vto.leadership.mark')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}

type TLinkProps = {
  meetingId: string;
  /** Rocks already on the plan: not offered again. */
  linkedIds: readonly string[];
  onLink: (rockId: string) => void;
};

/** The leadership team meeting's company rocks not on the plan yet, to put on it with one pick. */
export function LinkCompanyRock({ meetingId, linkedIds, onLink }: TLinkProps) {
  const { t } = useTranslation();
  const rocks = useCompanyRocks(meetingId);
  const offered = (rocks.data ?? []).filter((rock) => !linkedIds.includes(rock.id));
  if (offered.length === 0) return null;
  return (
    <Select
      className="vto-no-print"
      label={t('vto.leadership.link')}
      placeholder={t('vto.leadership.offered', { count: offered.length })}
      data={offered.map((rock) => ({ value: rock.id, label: rock.title }))}
      value={null}
      onChange={(rockId) => rockId && onLink(rockId)}
      searchable
    />
  );
}
