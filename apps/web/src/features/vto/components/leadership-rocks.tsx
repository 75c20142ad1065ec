import { MEETING_TEXTS } from '@cairn/domain/meetings/meetings.constants';
import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCompanyRocks, useMarkLeadershipMeeting } from '../api/leadership-meeting.ts';

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
  const [chosen, setChosen] = useState<string | null>(
    meetings.length === 1 ? (meetings[0]?.id ?? null) : null,
  );
  const mark = useMarkLeadershipMeeting();
  const handleMark = () => {
    if (!chosen) return;
    mark.mutate(chosen, {
      onSuccess: (saved) => notifySuccess(MEETING_TEXTS.leadershipTeamSet(saved.title)),
    });
  };
  return (
    <Alert
      color="blue"
      variant="light"
      title="Company rocks need the leadership team meeting"
      className="vto-no-print"
    >
      <Stack gap="xs">
        <Text size="sm">
          {canMark
            ? 'Choose the meeting your leadership team holds. Its company rocks show here, and new ones are added to it.'
            : 'Ask an Owner or Admin to mark the leadership team meeting (in the meeting’s Edit form, or here).'}
        </Text>
        {canMark && meetings.length === 0 ? (
          <Text size="sm">Create the leadership team’s meeting first, then mark it here.</Text>
        ) : null}
        {canMark && meetings.length > 0 ? (
          <Group gap="xs" align="flex-end" wrap="wrap">
            <Select
              label="Leadership team meeting"
              placeholder="Choose a meeting"
              data={meetings.map((meeting) => ({ value: meeting.id, label: meeting.title }))}
              value={chosen}
              onChange={setChosen}
              searchable
              style={{ flex: '1 1 12rem' }}
            />
            <Button onClick={handleMark} disabled={!chosen} loading={mark.isPending}>
              Mark as leadership team
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
  const rocks = useCompanyRocks(meetingId);
  const offered = (rocks.data ?? []).filter((rock) => !linkedIds.includes(rock.id));
  if (offered.length === 0) return null;
  return (
    <Select
      className="vto-no-print"
      label="Link a company rock"
      placeholder={`${offered.length} company rock${offered.length === 1 ? '' : 's'} of the leadership team`}
      data={offered.map((rock) => ({ value: rock.id, label: rock.title }))}
      value={null}
      onChange={(rockId) => rockId && onLink(rockId)}
      searchable
    />
  );
}
