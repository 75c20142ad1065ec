import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/** The cairn mark: three stacked stones in the brand colour. */
export function CairnMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="7" fill="var(--mantine-color-brand-6)" />
      <ellipse cx="16" cy="24" rx="10" ry="4" fill="#fff" />
      <ellipse cx="16" cy="16.5" rx="7.5" ry="3.5" fill="#fff" />
      <ellipse cx="16" cy="10" rx="5" ry="3" fill="#fff" />
    </svg>
  );
}

/** The 'Cairn' logo, a link home. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      component={Link}
      to="/"
      aria-label={t('shell.logo.home', { brand: t('brand.name') })}
      className="mantine-focus-auto"
      style={{ borderRadius: 6 }}
    >
      <Group gap={8} wrap="nowrap">
        <CairnMark />
        {/* Under 480 px the header needs the room for the organisation, the bell and the avatar. */}
        <Text fw={750} fz="lg" c="var(--mantine-color-black)" lh={1} visibleFrom="xs">
          {t('brand.name')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
