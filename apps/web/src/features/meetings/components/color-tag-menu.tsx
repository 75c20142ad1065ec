import { COLOR_TAG_VALUES, type TColorTag } from '@cairn/domain/meetings/meetings.constants';
import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { type TFunction, useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSetMeetingColorTag } from '../api/set-meeting-color-tag.ts';
import { COLOR_TAG_NAME_KEYS } from './color-tag-names.ts';
import { ColorTagSwatch } from './color-tag-swatch.tsx';
import '../texts.ts';

/** The toast after a colour change (000 §9). */
function colorTagToast(t: TFunction, title: string, colorTag: TColorTag): string {
  return colorTag === 'None'
    ? t('meeting.toast.colorTagCleared')
    : t('meeting.toast.colorTagUpdated', { title, color: t(COLOR_TAG_NAME_KEYS[colorTag]) });
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
  const current = t(COLOR_TAG_NAME_KEYS[meeting.colorTag]);

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
      { onSuccess: (saved) => notifySuccess(colorTagToast(t, saved.title, saved.colorTag)) },
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
        {COLOR_TAG_VALUES.map((tag) => (
          <Menu.Item
            key={tag}
            leftSection={<ColorTagSwatch colorTag={tag} />}
            rightSection={tag === meeting.colorTag ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() => handlePick(tag)}
            aria-current={tag === meeting.colorTag ? 'true' : undefined}
          >
            {t(COLOR_TAG_NAME_KEYS[tag])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
