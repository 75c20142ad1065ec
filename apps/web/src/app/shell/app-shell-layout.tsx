import { AppShell } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useUsageReporter } from '../../features/usage/index.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useSession } from '../../lib/session/session-query.ts';
import { useMembershipWatch } from '../../lib/session/use-membership-watch.ts';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import classes from './app-shell-layout.module.css';
import { HelpRibbon } from './help-ribbon.tsx';
import { InvestigationBanner } from './investigation-banner.tsx';
import { ItemPopupHost } from './item-popup-host.tsx';
import { NavMenu } from './nav-menu.tsx';
import { useNewReleaseNotice } from './new-release-notice.tsx';
import { SkipLink } from './skip-link.tsx';
import { SubHeader } from './sub-header.tsx';
import { TrialBanner } from './trial-banner.tsx';
import { useNavBarState } from './use-nav-bar-state.ts';

const HEADER_HEIGHT = 60;
const NAV_WIDTH_OPEN = 240;
const NAV_WIDTH_COLLAPSED = 72;

/**
 * The app shell of signed-in pages (000 §2.3): header, the collapsible left menu (an overlay on
 * phones), the page, the help ribbon (fixed on the edge; in the flow above the footer on phones)
 * and the footer. Rendered only with a session (the guard
 * made sure of it).
 */
export function AppShellLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const nav = useNavBarState(session);
  // On a phone the menu is an overlay that starts closed: its ~150 elements are drawn when it is
  // first opened, not on every page load (issue 38), and kept after, so it slides out whole.
  const [isNavDrawn, setNavDrawn] = useState(false);
  if (!isNavDrawn && (nav.isOpen || !nav.isPhone)) setNavDrawn(true);
  useMembershipWatch(session);
  useNewReleaseNotice();
  // Page views by area, batched to this instance only (docs/usage.md).
  useUsageReporter();
  if (!session) return null;
  const isCollapsed = !nav.isOpen && !nav.isPhone;

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{
        width: { base: NAV_WIDTH_OPEN, sm: nav.isOpen ? NAV_WIDTH_OPEN : NAV_WIDTH_COLLAPSED },
        breakpoint: 'sm',
        collapsed: { mobile: !nav.isOpen, desktop: false },
      }}
      padding={0}
    >
      <SkipLink />
      <AppShell.Header>
        <AppHeader session={session} isNavOpen={nav.isOpen} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar id="cairn-nav" aria-label={t('shell.menu.label')} p="sm" style={{ overflowY: 'auto' }}>
        {isNavDrawn ? (
          <NavMenu session={session} isCollapsed={isCollapsed} onNavigate={nav.closeOnPhone} />
        ) : null}
      </AppShell.Navbar>
      <AppShell.Main
        id="main-content"
        tabIndex={-1}
        style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh', outline: 'none' }}
      >
        <InvestigationBanner />
        <TrialBanner session={session} />
        <div className={classes.page}>
          <ItemPopupHost session={session}>
            <SubHeader />
            {children}
          </ItemPopupHost>
        </div>
        <HelpRibbon />
        <AppFooter />
      </AppShell.Main>
    </AppShell>
  );
}
