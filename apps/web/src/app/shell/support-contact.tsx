import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useInstance } from '../../lib/instance.ts';

/** Opens an operator's page in a new tab, telling it nothing about where the person came from. */
const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * Who to ask for help (000 §2.3 help ribbon). Cairn is self-hosted, so support comes from whoever
 * runs this server: their help centre, address and chat (SUPPORT_URL, SUPPORT_EMAIL and, with the
 * ZendeskSupport or SalesforceCloudPrechat flag, SUPPORT_CHAT_URL); without any, the
 * organisation's owner and admins.
 */
export function SupportContact() {
  const { t } = useTranslation();
  const { support } = useInstance();
  const isOperatorSupport = Boolean(support.url || support.email || support.chatUrl);
  return (
    <Stack gap="xs">
      {support.chatUrl ? (
        <Text size="sm">
          <Anchor href={support.chatUrl} fw={600} {...EXTERNAL}>
            {t('support.chat')}
          </Anchor>
        </Text>
      ) : null}
      {support.url ? (
        <Text size="sm">
          <Anchor href={support.url} fw={600} {...EXTERNAL}>
            {t('support.helpCentre')}
          </Anchor>
        </Text>
      ) : null}
      {support.email ? (
        <Text size="sm">
          {t('support.writeTo')}{' '}
          <Anchor href={`mailto:${support.email}`} fw={600}>
            {support.email}
          </Anchor>
        </Text>
      ) : null}
      {isOperatorSupport ? null : <Text size="sm">{t('support.askYourCompany')}</Text>}
      <Text size="sm">{t('support.whatToSay')}</Text>
    </Stack>
  );
}
