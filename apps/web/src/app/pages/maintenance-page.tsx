import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '../../components/page-title.tsx';
import { CairnMark } from '../shell/logo.tsx';

/** The maintenance page (000 §2.3, 002 §8), the only page shown while the MaintenancePage flag is on. */
export function MaintenancePage() {
  useDocumentTitle('Down for maintenance');
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={520} ta="center">
        <CairnMark size={56} />
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Oh Nuts! We're Temporarily Down For Maintenance
        </Title>
        <Text c="dimmed">
          We are making Cairn better and will be back shortly. Nothing you saved is affected. This page
          updates on its own when we are back; you can also check again now.
        </Text>
        <Button onClick={() => window.location.reload()}>Check again</Button>
      </Stack>
    </Center>
  );
}
