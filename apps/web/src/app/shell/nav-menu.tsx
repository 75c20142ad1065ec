import type { TSessionAnswer } from '@cairn/domain/account/session.schemas';
import { DEFAULT_FEATURE_FLAGS } from '@cairn/domain/flags/feature-flags';
import { Divider, NavLink, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { PlainList } from '../../components/plain-list.tsx';
import { useAssistantStatus } from '../../features/assistant/index.ts';
import { useFeatureFlags } from '../../lib/feature-flags.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { modalRouteState } from '../../lib/navigation/modal-route.tsx';
import { NAV_ITEMS, RESOURCE_ITEMS, type TNavItem } from './nav-items.ts';

type TNavMenuProps = {
  session: TSessionAnswer;
  /** Icons only, each with its name as accessible name and hover title. */
  isCollapsed: boolean;
  /** Called after an entry was chosen (closes the overlay menu on phones). */
  onNavigate: () => void;
};

/** One entry of the left menu: its icon, and its label unless the menu is collapsed (then its name). */
function MenuLink({
  to,
  label,
  icon: Icon,
  isActive,
  isCollapsed,
  isSmall = false,
  isModal = false,
  onNavigate,
}: {
  to: string;
  label: string;
  icon: TNavItem['icon'];
  isActive: boolean;
  isCollapsed: boolean;
  /** The Resources group's entries are a step smaller than the main ones. */
  isSmall?: boolean;
  /** Opens a modal route over the current page. */
  isModal?: boolean;
  onNavigate: () => void;
}) {
  const location = useLocation();
  return (
    <NavLink
      component={Link}
      to={to}
      state={isModal ? modalRouteState(location) : undefined}
      onClick={onNavigate}
      active={isActive}
      aria-current={isActive ? 'page' : undefined}
      aria-label={isCollapsed ? label : undefined}
      title={isCollapsed ? label : undefined}
      label={isCollapsed ? null : label}
      leftSection={<Icon size={isSmall ? 20 : 22} stroke={1.7} />}
      variant="light"
      styles={{
        root: { borderRadius: 8, minHeight: isSmall ? 40 : 44 },
        label: isSmall ? { fontSize: 'var(--mantine-font-size-sm)' } : undefined,
        section: isCollapsed ? { marginInlineEnd: 0 } : undefined,
      }}
    />
  );
}

/** The left menu (000 §2.3): the entries of this server's capabilities, then the Resources group. */
export function NavMenu({ session, isCollapsed, onNavigate }: TNavMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const flags = useFeatureFlags().data ?? DEFAULT_FEATURE_FLAGS;
  // Asked only while the chat's flag is on: the EOS AI entry needs a connected model.
  const hasAiModel = useAssistantStatus(flags.ChatBot).data?.hasModel ?? false;
  return (
    <PlainList gap={4}>
      {NAV_ITEMS.map((item) => {
        const href = item.href(session);
        if (!href || (item.flag && !flags[item.flag]) || (item.needsAiModel && !hasAiModel)) return null;
        return (
          <li key={item.id}>
            <MenuLink
              to={href}
              label={t(item.labelKey)}
              icon={item.icon}
              isActive={item.isActive(pathname, session)}
              isCollapsed={isCollapsed}
              isModal={item.isModal}
              onNavigate={onNavigate}
            />
          </li>
        );
      })}
      <li aria-hidden={isCollapsed ? true : undefined}>
        {isCollapsed ? (
          <Divider my="xs" />
        ) : (
          <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4} id="nav-resources">
            {t('shell.menu.resources')}
          </Text>
        )}
      </li>
      {RESOURCE_ITEMS.map((item) => (
        <li key={item.id}>
          <MenuLink
            to={item.path}
            label={t(item.labelKey)}
            icon={item.icon}
            isActive={pathname === item.path}
            isCollapsed={isCollapsed}
            isSmall
            onNavigate={onNavigate}
          />
        </li>
      ))}
    </PlainList>
  );
}
