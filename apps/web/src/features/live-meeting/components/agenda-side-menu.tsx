import {
  formatClock,
  isOverTime,
  meetingElapsedMs,
  sectionElapsedMs,
} from '@cairn/domain/live-meeting/live-meeting-rules';
import { NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { TLiveView } from '../api/live-meeting-api.ts';
import '../texts.ts';
import { formatMinutes } from './live-format.ts';

type TProps = {
  live: TLiveView;
  /** The server's instant now (client clock plus the measured offset). */
  serverNow: number;
  /** The scribe may jump to a section; everyone else sees where the meeting is. */
  onSelect?: (index: number) => void;
};

/**
 * The agenda side menu (issue #12): each section with its planned minutes and its elapsed time,
 * the whole meeting's time on top; a section past its minutes shows in red.
 */
export function AgendaSideMenu({ live, serverNow, onSelect }: TProps) {
  const { t } = useTranslation();
  const total = meetingElapsedMs(live, serverNow);
  return (
    <Stack gap={4} component="nav" aria-label={t('live.agenda.title')}>
      <Text size="sm" fw={600}>
        {t('live.agenda.total', { time: formatClock(total) })}
      </Text>
      {live.agenda.map((item, index) => {
        const elapsed = sectionElapsedMs(item, serverNow, live.pausedAt);
        const over = isOverTime(elapsed, item.lengthInMinutes);
        return (
          <NavLink
            key={item.id}
            // Only the scribe moves the meeting; for everyone else the list reads, at full contrast.
            component={onSelect ? 'button' : 'div'}
            active={item.isActive}
            onClick={onSelect ? () => onSelect(index) : undefined}
            style={onSelect ? undefined : { cursor: 'default' }}
            aria-current={item.isActive ? 'step' : undefined}
            label={item.name}
            description={formatMinutes(t, item.lengthInMinutes)}
            rightSection={
              <Text size="sm" c={over ? 'red' : 'dimmed'} data-over-time={over || undefined}>
                {formatClock(elapsed)}
              </Text>
            }
          />
        );
      })}
    </Stack>
  );
}
