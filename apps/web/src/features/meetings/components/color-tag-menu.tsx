import {
  COLOR_TAGS,
  colorTagLabel,
  MEETING_TEXTS,
  type TColorTag,
} from '@cairn/domain/meetings/meetings.constants';
import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSetMeetingColorTag } from '../api/set-meeting-color-tag.ts';
import { ColorTagSwatch } from './color-tag-swatch.tsx';
import '../texts.ts';

/** The toast after a colour change (000 §9). */
function colorTagToast(title: string, colorTag: TColorTag): string {
  return colorTag === 'None'
    ? MEETING_TEXTS.colorTagCleared
    : MEETING_TEXTS.colorTagUpdated(title, colorTagLabel(colorTag));
}

/**
 * A meeting's colour tag: a menu of the eight tags for those who may change the meeting
 * (`PUT meeting/{id}/color-tag`, then the spec's toast), the swatch alone for everyone else.
 */
export function ColorTagMenu({
  meeting,
  canChange,
}: {
  meeting: Pick<TMeeting, 'id' | 'title' | 'colorTag'>;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const setColorTag = useSetMeetingColorTag();
  const current = colorTagLabel(meeting.colorTag);

  if (!canChange) {
    if (meeting.colorTag === 'None') return null;
    return (
      <span
        role="img"
        aria-label={t('meeting.colorTag.current', { tag: current })}
        style={{ display: 'inline-flex', padding: 9 }}
      >
        <ColorTagSwatch colorTag={meeting.colorTag} size={18} />
      </span>
    );
  }

  const handlePick = (colorTag: TColorTag) => {
    if (colorTag === meeting.colorTag) return;
    setColorTag.mutate(
      { id: meeting.id, colorTag },
      { onSuccess: (saved) => notifySuccess(colorTagToast(saved.title, saved.colorTag)) },
    );
  };

  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Tooltip label={t('meeting.colorTag.label')} openDelay={400}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={36}
            aria-label={t('meeting.colorTag.of', { title: meeting.title, tag: current })}
            loading={setColorTag.isPending}
          >
            <ColorTagSwatch colorTag={meeting.colorTag} size={18} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('meeting.colorTag.label')}</Menu.Label>
        {COLOR_TAGS.map((tag) => (
          <Menu.Item
            key={tag.value}
            leftSection={<ColorTagSwatch colorTag={tag.value} />}
            rightSection={tag.value === meeting.colorTag ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() => handlePick(tag.value)}
            aria-current={tag.value === meeting.colorTag ? 'true' : undefined}
          >
            {tag.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
