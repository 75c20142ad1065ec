import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '../../components/page-title.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { CairnMark } from '../shell/logo.tsx';

/** The maintenance page (000 §2.3, 002 §8), the only page shown while the MaintenancePage flag is on. */
export function MaintenancePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('shell.maintenance.documentTitle'));
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={520} ta="center">
        <CairnMark size={56} />
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('shell.maintenance.title')}
        </Title>
        <Text c="dimmed">{t('shell.maintenance.body')}</Text>
        <Button onClick={() => window.location.reload()}>{t('shell.maintenance.checkAgain')}</Button>
      </Stack>
    </Center>
  );
}
