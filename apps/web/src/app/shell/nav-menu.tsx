import type { TSessionAnswer } from '@cairn/domain/account/session.schemas';
import { Divider, NavLink, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { PlainList } from '../../components/plain-list.tsx';
import { NAV_ITEMS, RESOURCE_ITEMS } from './nav-items.ts';

type TNavMenuProps = {
  session: TSessionAnswer;
  /** Icons only, each with its name as accessible name and hover title. */
  isCollapsed: boolean;
  /** Called after an entry was chosen (closes the overlay menu on phones). */
  onNavigate: () => void;
};

/** The left menu (000 §2.3): the entries of this server's capabilities, then the Resources group. */
export function NavMenu({ session, isCollapsed, onNavigate }: TNavMenuProps) {
  const { pathname } = useLocation();
  return (
    <PlainList gap={4}>
      {NAV_ITEMS.map((item) => {
        const href = item.href(session);
        if (!href) return null;
        const isActive = item.isActive(pathname, session);
        const Icon = item.icon;
        const link = (
          <NavLink
            component={Link}
            to={href}
            onClick={onNavigate}
            active={isActive}
            aria-current={isActive ? 'page' : undefined}
            aria-label={isCollapsed ? item.label : undefined}
            title={isCollapsed ? item.label : undefined}
            label={isCollapsed ? null : item.label}
            leftSection={<Icon size={22} stroke={1.7} />}
            variant="light"
            styles={{
              root: { borderRadius: 8, minHeight: 44 },
              section: isCollapsed ? { marginInlineEnd: 0 } : undefined,
            }}
          />
        );
        return <li key={item.id}>{link}</li>;
      })}
      <li aria-hidden={isCollapsed ? true : undefined}>
        {isCollapsed ? (
          <Divider my="xs" />
        ) : (
          <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4} id="nav-resources">
            Resources
          </Text>
        )}
      </li>
      {RESOURCE_ITEMS.map((item) => {
        const Icon = item.icon;
        const isActive = pathname === item.path;
        return (
          <li key={item.id}>
            <NavLink
              component={Link}
              to={item.path}
              onClick={onNavigate}
              active={isActive}
              aria-current={isActive ? 'page' : undefined}
              aria-label={isCollapsed ? item.label : undefined}
              title={isCollapsed ? item.label : undefined}
              label={isCollapsed ? null : item.label}
              leftSection={<Icon size={20} stroke={1.7} />}
              variant="light"
              styles={{
                root: { borderRadius: 8, minHeight: 40 },
                label: { fontSize: 'var(--mantine-font-size-sm)' },
                section: isCollapsed ? { marginInlineEnd: 0 } : undefined,
              }}
            />
          </li>
        );
      })}
    </PlainList>
  );
}
