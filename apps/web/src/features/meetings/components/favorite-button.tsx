import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useSetMeetingFavorite } from '../api/set-meeting-favorite.ts';

/** The favourite star of a meeting: the viewer's own mark (any role may set it); favourites list first. */
export function FavoriteButton({ meeting }: { meeting: Pick<TMeeting, 'id' | 'title' | 'isFavorite'> }) {
  const favorite = useSetMeetingFavorite();
  const isFavorite = favorite.isPending
    ? (favorite.variables?.isFavorite ?? meeting.isFavorite)
    : meeting.isFavorite;
  const label = isFavorite ? `Remove ${meeting.title} from favorites` : `Add ${meeting.title} to favorites`;
  return (
    <Tooltip label={isFavorite ? 'Remove from favorites' : 'Add to favorites'} openDelay={400}>
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
