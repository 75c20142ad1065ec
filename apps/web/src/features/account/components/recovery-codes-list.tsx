import { RECOVERY_CODE_COUNT } from '@cairn/domain/account/two-factor.constants';
import { Alert, Button, CopyButton, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

/**
 * The recovery codes, shown once: each signs in once when the phone is not at hand. The person
 * copies them somewhere safe; Cairn cannot show them again (only make new ones).
 */
export function RecoveryCodesList({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" title={t('account.recovery.title')}>
      <Stack gap="xs">
        <Text size="sm">{t('account.recovery.intro', { count: RECOVERY_CODE_COUNT })}</Text>
        <List
          aria-label={t('account.recovery.list')}
          ff="monospace"
          size="sm"
          listStyleType="none"
          spacing={2}
        >
          {codes.map((code) => (
            <List.Item key={code}>{code}</List.Item>
          ))}
        </List>
        <Group>
          <CopyButton value={codes.join('\n')}>
            {({ copied, copy }) => (
              <Button size="compact-sm" variant="default" onClick={copy}>
                {copied ? t('account.recovery.copied') : t('account.recovery.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}
