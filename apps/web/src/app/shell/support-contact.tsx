import { Anchor, Text } from '@mantine/core';

/** The support address set at build time (CAIRN_SUPPORT_EMAIL), or empty. */
const SUPPORT_EMAIL: string = __CAIRN_SUPPORT_EMAIL__;

/**
 * Who to ask for help. Cairn is self-hosted, so support comes from whoever runs this server: their
 * address when the build names one, otherwise the organisation's owner and admins.
 */
export function SupportContact() {
  if (SUPPORT_EMAIL) {
    return (
      <Text size="sm">
        Write to{' '}
        <Anchor href={`mailto:${SUPPORT_EMAIL}`} fw={600}>
          {SUPPORT_EMAIL}
        </Anchor>
        . Say what you were doing and what you saw; a screenshot helps.
      </Text>
    );
  }
  return (
    <Text size="sm">
      This Cairn server is run by your company. For an account or access question, ask the owner or an admin
      of your organization; for anything else, ask the person who runs Cairn for your team. Say what you were
      doing and what you saw; a screenshot helps.
    </Text>
  );
}
