import { Group, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { useSession } from '../lib/session/session-query.ts';

/**
 * Sets the window title to `{title} · {organisation}` (or `· Cairn` outside one) while the calling
 * component is shown; a renamed organisation renames it live (002 §7: an organisation update sets
 * the window title), so a person with two organisations open tells the tabs apart.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  const { t } = useTranslation();
  const { data: session } = useSession();
  // The product's name (a key: a drop-in pack may rename it) ends the title outside an organisation.
  const suffix = session?.org?.name || t('brand.name');
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · ${suffix}` : suffix;
    return () => {
      document.title = previous;
    };
  }, [title, suffix]);
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
