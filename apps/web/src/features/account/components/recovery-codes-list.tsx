import { RECOVERY_CODE_COUNT } from '@cairn/domain/account/two-factor.constants';
import { Alert, Button, CopyButton, Group, List, Stack, Text } from '@mantine/core';

/**
 * The recovery codes, shown once: each signs in once when the phone is not at hand. The person
 * copies them somewhere safe; Cairn cannot show them again (only make new ones).
 */
export function RecoveryCodesList({ codes }: { codes: readonly string[] }) {
  return (
    <Alert color="yellow" variant="light" title="Save your recovery codes">
      <Stack gap="xs">
        <Text size="sm">
          Each of these {RECOVERY_CODE_COUNT} codes signs you in once if you lose your phone. Keep them
          somewhere safe: they are shown only now.
        </Text>
        <List aria-label="Recovery codes" ff="monospace" size="sm" listStyleType="none" spacing={2}>
          {codes.map((code) => (
            <List.Item key={code}>{code}</List.Item>
          ))}
        </List>
        <Group>
          <CopyButton value={codes.join('\n')}>
            {({ copied, copy }) => (
              <Button size="compact-sm" variant="default" onClick={copy}>
                {copied ? 'Copied' : 'Copy codes'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}
