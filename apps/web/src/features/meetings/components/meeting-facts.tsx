import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PersonAvatar } from '../../../components/person-avatar/person-avatar.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatPersonName } from '../../../lib/person-name.ts';
import { formatMeetingDate } from '../utils/format-date.ts';
import { describeSchedule } from '../utils/schedule.ts';
import { COLOR_TAG_NAME_KEYS } from './color-tag-names.ts';
import { ColorTagSwatch } from './color-tag-swatch.tsx';
import '../texts.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} component="div">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

/** The meeting's key facts under its title: next start, schedule, owner and colour tag. */
export function MeetingFacts({
  meeting,
  peopleById,
}: {
  meeting: TMeeting;
  peopleById: ReadonlyMap<string, TPerson>;
}) {
  const { t } = useTranslation();
  const owner = meeting.ownerPersonId ? peopleById.get(meeting.ownerPersonId) : undefined;
  return (
    <SimpleGrid component="dl" cols={{ base: 2, md: 4 }} spacing="md" verticalSpacing="sm" m={0}>
      <Fact label={t('meeting.facts.next')}>
        {meeting.nextDate ? formatMeetingDate(meeting.nextDate) : t('meeting.facts.notScheduled')}
      </Fact>
      <Fact label={t('meeting.facts.schedule')}>
        {meeting.schedule ? describeSchedule(meeting.schedule, t) : t('meeting.noSchedule')}
      </Fact>
      <Fact label={t('meeting.owner')}>
        {owner ? (
          <Group gap={6} wrap="nowrap" component="span">
            <PersonAvatar person={owner} size={22} component="span" />
            {formatPersonName(owner)}
          </Group>
        ) : meeting.ownerPersonId ? (
          '…'
        ) : (
          t('meeting.facts.formerOwner', { name: t('meeting.formerMember') })
        )}
      </Fact>
      <Fact label={t('meeting.colorTag.label')}>
        <Group gap={6} wrap="nowrap" component="span">
          <ColorTagSwatch colorTag={meeting.colorTag} />
          {t(COLOR_TAG_NAME_KEYS[meeting.colorTag])}
        </Group>
      </Fact>
    </SimpleGrid>
  );
}
