import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSetMeetingFavorite } from '../api/set-meeting-favorite.ts';
import '../texts.ts';

/** The favourite star of a meeting: the viewer's own mark (any role may set it); favourites list first. */
export function FavoriteButton({ meeting }: { meeting: Pick<TMeeting, 'id' | 'title' | 'isFavorite'> }) {
  const { t } = useTranslation();
  const favorite = useSetMeetingFavorite();
  const isFavorite = favorite.isPending
    ? (favorite.variables?.isFavorite ?? meeting.isFavorite)
    : meeting.isFavorite;
  const label = isFavorite
    ? t('meeting.favorite.removeNamed', { title: meeting.title })
    : t('meeting.favorite.addNamed', { title: meeting.title });
  return (
    <Tooltip label={isFavorite ? t('meeting.favorite.remove') : t('meeting.favorite.add')} openDelay={400}>
      <ActionIcon
        variant="subtle"
        color={isFavorite ? 'yellow' : 'gray'}
        size={36}
        aria-label={label}
        aria-pressed={isFavorite}
        onClick={() => favorite.mutate({ id: meeting.id, isFavorite: !isFavorite })}
        disabled={favorite.isPending}
      >
        {isFavorite ? <IconStarFilled size={20} aria-hidden /> : <IconStar size={20} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
