import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLiveMeetingScope } from '../components/live-meeting-scope.tsx';

/**
 * The frame of the section on screen: its name, the guidance of the Level 10 meeting for it,
 * an optional tool on the right, and the section itself.
 */
export function SectionFrame({
  title,
  guidance,
  aside,
  children,
}: {
  title: string;
  guidance: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { isTv } = useLiveMeetingScope();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={4} style={{ flex: '1 1 18rem' }}>
            <Title order={2} fz={isTv ? 40 : 'h3'}>
              {title}
            </Title>
            <Text c="dimmed" size={isTv ? 'xl' : 'sm'}>
              {guidance}
            </Text>
          </Stack>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
