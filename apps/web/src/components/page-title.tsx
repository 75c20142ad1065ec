import { Group, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';

/** The product name that ends every window title. */
export const APP_NAME = 'Cairn';

/** Sets the window title to `{title} · Cairn` while the calling component is shown. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** A page's heading (the page's one h1), which also sets the window title; actions sit on its right. */
export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Group justify="space-between" align="center" gap="sm" mb="lg" wrap="wrap">
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        {title}
      </Title>
      {children ? <Group gap="sm">{children}</Group> : null}
    </Group>
  );
}
