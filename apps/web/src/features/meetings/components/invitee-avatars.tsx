import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { Avatar, Tooltip } from '@mantine/core';
import { PersonAvatar } from '../../../components/person-avatar/person-avatar.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatPersonName } from '../../../lib/person-name.ts';
import '../texts.ts';

/**
 * The invitees as overlapping avatars, at most `max` and then '+N', each named on hover and to
 * screen readers; people not loaded (or no longer in the organisation) are left out.
 */
export function InviteeAvatars({
  ids,
  byId,
  max = 4,
}: {
  ids: readonly string[];
  byId: ReadonlyMap<string, TPerson>;
  max?: number;
}) {
  const { t } = useTranslation();
  const people = ids.map((id) => byId.get(id)).filter((person): person is TPerson => Boolean(person));
  if (people.length === 0) return null;
  const shown = people.slice(0, max);
  const rest = people.length - shown.length;
  const names = people.map((person) => formatPersonName(person)).join(', ');
  return (
    <Tooltip.Group openDelay={300}>
      <Avatar.Group spacing={6} role="img" aria-label={t('meeting.invitees.names', { names })}>
        {shown.map((person) => (
          <Tooltip key={person.id} label={formatPersonName(person)} withArrow>
            <PersonAvatar person={person} size={30} />
          </Tooltip>
        ))}
        {rest > 0 ? (
          <Tooltip
            label={people
              .slice(max)
              .map((person) => formatPersonName(person))
              .join(', ')}
            withArrow
          >
            <Avatar size={30} radius="xl" aria-hidden>
              +{rest}
            </Avatar>
          </Tooltip>
        ) : null}
      </Avatar.Group>
    </Tooltip.Group>
  );
}
