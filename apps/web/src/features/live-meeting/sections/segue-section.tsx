import { Badge, Button, Group, SimpleGrid, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconMicrophone } from '@tabler/icons-react';
import { PersonAvatar } from '../../../components/person-avatar/person-avatar.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useLiveMeetingScope } from '../components/live-meeting-scope.tsx';
import '../texts.ts';
import { SectionFrame } from './section-frame.tsx';

/**
 * Segue: each attendee's good news in turn. The scribe gives the floor (a card, or Next person
 * for the next one waiting); the one speaking is highlighted on every screen, those done ticked.
 */
export function SegueSection({ title }: { title: string }) {
  const { view, isScribe, act, nameOf, isTv } = useLiveMeetingScope();
  const { t } = useTranslation();
  const present = view.attendees.filter((a) => a.presence !== 'Away');
  const nextWaiting = present.find((a) => a.segueStatus === 'Waiting');
  const giveFloor = (personId: string | null) => act('set-selected-attendee', { personId });
  return (
    <SectionFrame
      title={title}
      guidance={t('live.segue.guidance')}
      aside={
        isScribe ? (
          <Button
            variant="light"
            leftSection={<IconMicrophone size={16} aria-hidden />}
            disabled={!nextWaiting}
            onClick={() => nextWaiting && giveFloor(nextWaiting.personId)}
          >
            {t('live.segue.nextSpeaker')}
          </Button>
        ) : null
      }
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {present.map((attendee) => {
          const name = nameOf(attendee.personId);
          const isSpeaking = attendee.segueStatus === 'Speaking';
          const isDone = attendee.segueStatus === 'Done';
          return (
            <UnstyledButton
              key={attendee.personId}
              disabled={!isScribe}
              aria-current={isSpeaking || undefined}
              onClick={() => giveFloor(attendee.personId)}
              p="sm"
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                border: `2px solid ${isSpeaking ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-default-border)'}`,
                background: isSpeaking ? 'var(--mantine-color-blue-light)' : undefined,
                cursor: isScribe ? 'pointer' : 'default',
              }}
            >
              <Group gap="sm" wrap="nowrap">
                <PersonAvatar
                  person={{ name, avatarUrl: attendee.avatarUrl }}
                  name={name}
                  color="initials"
                  size={isTv ? 56 : 38}
                />
                <Text fw={600} size={isTv ? 'xl' : 'md'} style={{ flex: 1, minWidth: 0 }} truncate>
                  {/* The button is named by its text (WCAG 2.5.3): the scribe's says what it does. */}
                  {isScribe ? (
                    <>
                      <VisuallyHidden>{t('live.segue.giveFloor', { name })}</VisuallyHidden>
                      <span aria-hidden>{name}</span>
                    </>
                  ) : (
                    name
                  )}
                </Text>
                {isSpeaking ? <Badge color="blue">{t('live.segue.speaking')}</Badge> : null}
                {isDone ? (
                  <Badge color="teal" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
                    {t('live.segue.done')}
                  </Badge>
                ) : null}
              </Group>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      {present.length > 0 && !nextWaiting && !present.some((a) => a.segueStatus === 'Speaking') ? (
        <Text size="sm" c="dimmed">
          {t('live.segue.everyoneDone')}
        </Text>
      ) : null}
    </SectionFrame>
  );
}
