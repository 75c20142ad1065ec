import { Divider, Stack } from '@mantine/core';
import { SessionsSection } from './sessions-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

/** Manage account's security tab: two-factor sign-in and where the person is signed in. */
export function SecurityTab() {
  return (
    <Stack gap="lg">
      <TwoFactorSection />
      <Divider />
      <SessionsSection />
    </Stack>
  );
}
