import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One box of the printed V/TO page: its heading and its fields. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" className="vto-section" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A labelled field inside a section. */
export function FieldBlock({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Title order={4} fz="sm" c="dimmed" tt="uppercase">
        {label}
      </Title>
      {children}
    </Stack>
  );
}
