import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title.tsx';

/** One section of a static page: a heading and its paragraphs. */
export function StaticSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} fz="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A paragraph of a static page, at a readable measure. */
export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text maw="68ch" lh={1.65}>
      {children}
    </Text>
  );
}

/** The frame of Cairn's static pages (about, legal, contact): the title and the sections. */
export function StaticPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="lg" pb="xl">
      <PageTitle title={title} />
      {children}
    </Stack>
  );
}
