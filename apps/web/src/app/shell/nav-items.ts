import type { TSessionAnswer } from '@cairn/domain/account/session.schemas';
import type { TFeatureFlagName } from '@cairn/domain/flags/feature-flags';
import { can } from '@cairn/domain/permissions/can';
import {
  IconAlertSquareRounded,
  IconBook,
  IconCalendarEvent,
  IconChartBar,
  IconChartLine,
  IconChecklist,
  IconCompass,
  IconHierarchy2,
  IconLayoutDashboard,
  IconMessageChatbot,
  IconRoute,
  IconSettings,
  IconSparkles,
  IconTargetArrow,
  IconUserSearch,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { TTextKey } from '../../lib/i18n/i18n.ts';

/** One entry of the left menu. Capabilities add theirs here as they land (000 §2.3). */
export type TNavItem = {
  id: string;
  /** The key of its name (`shell.menu.*`). */
  labelKey: TTextKey;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  /** Where it goes for this session, or null when the entry is hidden for it. */
  href: (session: TSessionAnswer) => string | null;
  /** True when the current path belongs to the entry (it is highlighted). */
  isActive: (pathname: string, session: TSessionAnswer) => boolean;
  /** Shown only while this feature flag is on (000 §9). */
  flag?: TFeatureFlagName;
  /** Shown only while an AI model is connected (`GET assistant`). */
  needsAiModel?: boolean;
  /** A modal route: it opens over the current page. */
  isModal?: boolean;
};

export const NAV_ITEMS: readonly TNavItem[] = [
  {
    id: 'eos-ai',
    labelKey: 'shell.menu.eosAi',
    icon: IconMessageChatbot,
    // The chat (000 §2.3 "EOS AI (flag ChatBot)"); without a model there is nothing to chat with.
    href: (session) => (session.orgId ? '/ai' : null),
    isActive: (pathname) => pathname === '/ai',
    flag: 'ChatBot',
    needsAiModel: true,
    isModal: true,
  },
  {
    id: 'dashboard',
    labelKey: 'shell.menu.dashboard',
    icon: IconLayoutDashboard,
    href: () => '/',
    isActive: (pathname) => pathname === '/',
  },
  {
    id: 'meetings',
    labelKey: 'shell.menu.meetings',
    icon: IconCalendarEvent,
    // Every role with an organisation sees the meetings it is invited to.
    href: (session) => (session.orgId ? '/meetings' : null),
    isActive: (pathname) =>
      pathname === '/meetings' || pathname.startsWith('/traction/') || pathname.startsWith('/meeting/'),
  },
  {
    id: 'vto',
    labelKey: 'shell.menu.vto',
    icon: IconCompass,
    // Everyone in the organisation reads published V/TOs.
    href: (session) => (session.orgId ? '/vto' : null),
    isActive: (pathname) => pathname === '/vto' || pathname.startsWith('/vto/'),
  },
  {
    id: 'ac',
    labelKey: 'shell.menu.ac',
    icon: IconHierarchy2,
    href: (session) => (session.orgId ? '/ac' : null),
    isActive: (pathname) =>
      pathname === '/ac' || pathname.startsWith('/ac/') || pathname.startsWith('/ac-print/'),
  },
  {
    id: 'insights',
    labelKey: 'shell.menu.insights',
    icon: IconChartBar,
    // Every role: each sees the figures of what they may read (docs/api-insights.md).
    href: (session) => (session.orgId ? '/insights' : null),
    isActive: (pathname) => pathname === '/insights',
    flag: 'Insights',
  },
  {
    id: 'todos',
    labelKey: 'shell.menu.todos',
    icon: IconChecklist,
    // Every role with an organisation has to-dos (observers see theirs, read-only).
    href: (session) => (session.orgId ? '/todos' : null),
    isActive: (pathname) => pathname === '/todos',
  },
  {
    id: 'rocks',
    labelKey: 'shell.menu.rocks',
    icon: IconTargetArrow,
    href: (session) => (session.orgId ? '/rocks' : null),
    isActive: (pathname) => pathname === '/rocks',
  },
  {
    id: 'issues',
    labelKey: 'shell.menu.issues',
    icon: IconAlertSquareRounded,
    href: (session) => (session.orgId ? '/issues' : null),
    isActive: (pathname) => pathname === '/issues',
  },
  {
    id: 'scorecards',
    labelKey: 'shell.menu.scorecards',
    icon: IconChartLine,
    href: (session) => (session.orgId ? '/scorecards' : null),
    isActive: (pathname) => pathname === '/scorecards',
  },
  {
    id: 'settings',
    labelKey: 'shell.menu.settings',
    icon: IconSettings,
    // Everyone with an organisation: its settings for those who may change it (Owner, Admin),
    // their own settings there for everyone else (000 §2.1 `usersettings`).
    href: (session) => {
      if (!session.orgId) return null;
      return can(session.person, 'org.update')
        ? `/org/detail/${session.orgId}`
        : `/org/detail/${session.orgId}/usersettings`;
    },
    isActive: (pathname, session) => pathname.startsWith(`/org/detail/${session.orgId}`),
  },
];

/** A link of the Resources group under the menu (000 §2.3): pages this server serves. */
export type TResourceItem = Omit<TNavItem, 'href' | 'isActive'> & { path: string };

export const RESOURCE_ITEMS: readonly TResourceItem[] = [
  {
    id: 'knowledge-base',
    labelKey: 'shell.menu.knowledgeBase',
    icon: IconBook,
    path: '/resources/knowledge-base',
  },
  { id: 'whats-new', labelKey: 'shell.menu.whatsNew', icon: IconSparkles, path: '/resources/whats-new' },
  { id: 'roadmap', labelKey: 'shell.menu.roadmap', icon: IconRoute, path: '/resources/roadmap' },
  {
    id: 'implementer',
    labelKey: 'shell.menu.implementer',
    icon: IconUserSearch,
    path: '/resources/implementer',
  },
];
