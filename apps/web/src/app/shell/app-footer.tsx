import { Anchor, Box, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The footer's pages: real pages, each a public route. */
const FOOTER_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/privacy', label: 'Privacy policy' },
  { to: '/terms', label: 'Terms and conditions' },
  { to: '/cookies', label: 'Cookie policy' },
  { to: '/contact', label: 'Contact' },
] as const;

/** The footer (000 §2.3): copyright with the current year and the about, legal and contact pages. */
export function AppFooter() {
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
          © {year} Cairn
        </Text>
        <Box component="nav" aria-label="Footer">
          <Group gap="md" wrap="wrap">
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
                {link.label}
              </Anchor>
            ))}
          </Group>
        </Box>
      </Group>
    </Box>
  );
}
