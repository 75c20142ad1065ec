import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type TSettingsSectionProps = {
  title: ReactNode;
  /** The dimmed sentence under the title: what the setting does. */
  intro?: ReactNode;
  /** Heading level inside its page: 2 on a page, 3 inside a tab under the page's own heading. */
  headingOrder: 2 | 3;
  gap?: 'xs' | 'sm';
  children: ReactNode;
};

/** One titled part of a settings page (account, organisation): the title, its intro, then the controls. */
export function SettingsSection({ title, intro, headingOrder, gap = 'sm', children }: TSettingsSectionProps) {
  return (
    <Stack gap={gap}>
      <Title order={headingOrder} fz="h4">
        {title}
      </Title>
      {intro ? (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
