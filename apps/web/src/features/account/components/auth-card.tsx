import { Anchor, Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/page-title.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

export type TAuthCardProps = {
  /** The page's one heading; also the window title. */
  title: string;
  /** One line under the heading. */
  subtitle?: ReactNode;
  /** Links under the card (to sign in, to register ...). */
  footer?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of the signed-out pages (sign in, register, reset password ...): the Cairn name,
 * a heading and a card that fills a phone's width and stays narrow on a desktop.
 */
export function AuthCard({ title, subtitle, footer, children }: TAuthCardProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Center component="main" id="main-content" px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 48 }}>
      <Box w="100%" maw={440}>
        <Stack gap="lg">
          <Anchor
            component={Link}
            to="/"
            underline="never"
            ta="center"
            fw={800}
            fz={28}
            c="brand.7"
            aria-label={t('shell.logo.home', { brand: t('brand.name') })}
          >
            {t('brand.name')}
          </Anchor>
          <Paper withBorder shadow="xs" radius="md" p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap="lg">
              <Stack gap={4}>
                <Title order={1} fz="h2">
                  {title}
                </Title>
                {subtitle ? (
                  <Text c="dimmed" size="sm" component="div">
                    {subtitle}
                  </Text>
                ) : null}
              </Stack>
              {children}
            </Stack>
          </Paper>
          {footer ? (
            <Stack gap={6} align="center" ta="center">
              {footer}
            </Stack>
          ) : null}
        </Stack>
      </Box>
    </Center>
  );
}
