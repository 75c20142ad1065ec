import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type TEmptyStateProps = {
  title: string;
  /** One or two sentences: why it is empty and what to do. */
  text?: ReactNode;
  /** An icon element, e.g. `<IconBuilding size={28} />`. */
  icon?: ReactNode;
  /** The way forward, usually one button. */
  action?: ReactNode;
  /** Heading level inside the page (2 by default). */
  headingOrder?: 2 | 3 | 4;
};

/** What a list or page shows when it has nothing yet: a title, a hint and the next action. */
export function EmptyState({ title, text, icon, action, headingOrder = 2 }: TEmptyStateProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" gap="sm" ta="center" maw={520} mx="auto">
        {icon ? (
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
        ) : null}
        <Title order={headingOrder} fz="h3">
          {title}
        </Title>
        {text ? (
          <Text c="dimmed" component="div">
            {text}
          </Text>
        ) : null}
        {action ? <div>{action}</div> : null}
      </Stack>
    </Paper>
  );
}
