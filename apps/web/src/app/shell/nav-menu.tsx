import type { TSessionAnswer } from '@cairn/domain/account/session.schemas';
import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { PlainList } from '../../components/plain-list.tsx';
import { NAV_ITEMS } from './nav-items.ts';

type TNavMenuProps = {
  session: TSessionAnswer;
  /** Icons only, each with its name as accessible name and hover title. */
  isCollapsed: boolean;
  /** Called after an entry was chosen (closes the overlay menu on phones). */
  onNavigate: () => void;
};

/** The left menu (000 §2.3): Dashboard, Meetings and Settings today; other entries arrive with their capabilities. */
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
    </PlainList>
  );
}
