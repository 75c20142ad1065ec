import { Anchor, Box, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TTextKey } from '../../lib/i18n/i18n.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useInstance } from '../../lib/instance.ts';

/** The footer's pages: real pages, each a public route. */
const FOOTER_LINKS: readonly { to: string; labelKey: TTextKey }[] = [
  { to: '/about', labelKey: 'shell.footer.about' },
  { to: '/privacy', labelKey: 'shell.footer.privacy' },
  { to: '/terms', labelKey: 'shell.footer.terms' },
  { to: '/cookies', labelKey: 'shell.footer.cookies' },
  { to: '/contact', labelKey: 'shell.footer.contact' },
];

/**
 * The footer (000 §2.3): copyright with the current year, the about, legal and contact pages, and
 * the operator's social links (SOCIAL_LINKS), each opened in a new tab.
 */
export function AppFooter() {
  const { t } = useTranslation();
  const { socialLinks } = useInstance();
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      px={{ base: 'md', sm: 'xl' }}
      py="md"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('shell.footer.copyright', { year })}
        </Text>
        <Box component="nav" aria-label={t('shell.footer.nav')}>
          <Group gap="md" wrap="wrap">
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
                {t(link.labelKey)}
              </Anchor>
            ))}
          </Group>
        </Box>
        {socialLinks.length > 0 ? (
          <Box component="nav" aria-label={t('shell.footer.social')}>
            <Group gap="md" wrap="wrap">
              {socialLinks.map((link) => (
                <Anchor
                  key={link.url}
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  c="dimmed"
                >
                  {link.name}
                </Anchor>
              ))}
            </Group>
          </Box>
        ) : null}
      </Group>
    </Box>
  );
}
