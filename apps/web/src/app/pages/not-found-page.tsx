import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconHome } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../components/page-title.tsx';
import { Trans } from '../../lib/i18n/trans.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { CairnMark } from '../shell/logo.tsx';

/** The not-found page: says what happened, shows the address, and offers the way home or back. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('shell.notFound.documentTitle'));
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;

  return (
    <Stack align="center" gap="md" ta="center" py={{ base: 'xl', sm: 60 }} px="md" maw={560} mx="auto">
      <CairnMark size={56} />
      <Text fw={700} c="brand.8" fz="sm" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
        {t('shell.notFound.code')}
      </Text>
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('shell.notFound.title')}
      </Title>
      <Text c="dimmed">
        <Trans
          i18nKey="shell.notFound.body"
          values={{ path: pathname }}
          components={{
            path: (
              <Text span ff="monospace" c="var(--mantine-color-black)" style={{ wordBreak: 'break-all' }} />
            ),
          }}
        />
      </Text>
      <Group justify="center" gap="sm">
        <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
          {t('shell.notFound.home')}
        </Button>
        {canGoBack ? (
          <Button
            variant="default"
            onClick={() => navigate(-1)}
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            {t('shell.notFound.back')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
