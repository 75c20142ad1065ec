import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useInstance } from '../../lib/instance.ts';

/**
 * The investigation banner (000 §9 flag InvestigationBanner): the instance administrator's words to
 * everyone while something is being looked into, above every signed-in page. Rendered as text.
 */
export function InvestigationBanner() {
  const { t } = useTranslation();
  const { investigationBanner } = useInstance();
  if (!investigationBanner) return null;
  return (
    <Alert
      role="status"
      color="yellow"
      variant="light"
      radius={0}
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('shell.investigationBanner')}
      px={{ base: 'md', sm: 'xl' }}
    >
      {investigationBanner}
    </Alert>
  );
}
