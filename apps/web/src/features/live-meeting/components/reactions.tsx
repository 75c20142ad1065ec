import { REACTIONS, type TReaction } from '@cairn/domain/live-meeting/live-meeting.constants';
import { ActionIcon, Box, Group, Paper, Text, Tooltip } from '@mantine/core';
import {
  IconBulb,
  IconClockExclamation,
  IconHeart,
  IconMoodHappy,
  IconSparkles,
  IconThumbUp,
  type TablerIcon,
} from '@tabler/icons-react';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { TShownReaction } from '../hooks/use-live-meeting-events.ts';
import '../texts.ts';
import { useLiveMeetingScope } from './live-meeting-scope.tsx';

/** Each reaction's picture and colour (icons, so every screen draws them alike, fonts or not). */
const REACTION_LOOKS: Record<TReaction, { Icon: TablerIcon; color: string }> = {
  'thumbs-up': { Icon: IconThumbUp, color: 'blue' },
  clap: { Icon: IconSparkles, color: 'yellow' },
  laugh: { Icon: IconMoodHappy, color: 'orange' },
  heart: { Icon: IconHeart, color: 'red' },
  idea: { Icon: IconBulb, color: 'teal' },
  time: { Icon: IconClockExclamation, color: 'grape' },
};

/** Each reaction's name (its key names it in data: `live.reaction.*`). */
const REACTION_TEXTS: Record<TReaction, TTextKey> = {
  'thumbs-up': 'live.reaction.thumbsUp',
  clap: 'live.reaction.clap',
  laugh: 'live.reaction.laugh',
  heart: 'live.reaction.heart',
  idea: 'live.reaction.idea',
  time: 'live.reaction.time',
};

/** The reaction buttons: each sends its reaction to every screen in the meeting. */
export function ReactionBar() {
  const { act } = useLiveMeetingScope();
  const { t } = useTranslation();
  return (
    <Group gap={4} aria-label={t('live.reaction.bar')} role="group">
      {REACTIONS.map((id) => {
        const { Icon, color } = REACTION_LOOKS[id];
        return (
          <Tooltip key={id} label={t(REACTION_TEXTS[id])}>
            <ActionIcon
              variant="light"
              color={color}
              size="lg"
              radius="xl"
              aria-label={t(REACTION_TEXTS[id])}
              onClick={() => act('reaction', { id })}
            >
              <Icon size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        );
      })}
    </Group>
  );
}

/** Reactions floating in the corner for a few seconds, with who sent them. */
export function ReactionStream({ reactions }: { reactions: readonly TShownReaction[] }) {
  const { nameOf } = useLiveMeetingScope();
  const { t } = useTranslation();
  if (reactions.length === 0) return null;
  return (
    <Box
      pos="fixed"
      bottom={24}
      right={24}
      style={{ zIndex: 300, display: 'flex', flexDirection: 'column', gap: 8, pointerEvents: 'none' }}
      aria-live="polite"
    >
      {reactions.map((reaction) => {
        const { Icon, color } = REACTION_LOOKS[reaction.id];
        return (
          <Paper
            key={reaction.key}
            shadow="md"
            radius="xl"
            px="md"
            py={6}
            withBorder
            data-reaction={reaction.id}
          >
            <Group gap="xs" wrap="nowrap">
              <Icon size={20} color={`var(--mantine-color-${color}-6)`} aria-hidden />
              <Text size="sm">
                {t('live.reaction.from', {
                  name: nameOf(reaction.personId),
                  reaction: t(REACTION_TEXTS[reaction.id]),
                })}
              </Text>
            </Group>
          </Paper>
        );
      })}
    </Box>
  );
}
