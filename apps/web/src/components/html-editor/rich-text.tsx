import { Box, Text } from '@mantine/core';

/**
 * Stored rich text, shown as the server sanitised it (its allow-list, on every write): V/TO
 * sections, seat notes. `empty` is what shows when there is none.
 */
export function RichText({ html, empty, className }: { html: string; empty: string; className?: string }) {
  if (!html) return <Text c="dimmed">{empty}</Text>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server stores only its allow-list of tags (sanitised on every write)
  return <Box className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
