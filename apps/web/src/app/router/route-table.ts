import type { TFeatureFlagName } from '@cairn/domain/flags/feature-flags';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { TSession } from '../../lib/session/session-query.ts';
import type { TModalPageProps } from './lazy-pages.ts';
import * as pages from './lazy-pages.ts';

/** What a signed-in page may prefetch with: the route's params and who is asking. */
type TRoutePrefetchContext = {
  params: Readonly<Record<string, string | undefined>>;
  session: NonNullable<TSession>;
  queryClient: QueryClient;
};

/** Starts a page's first calls. */
type TRoutePrefetcher = (context: TRoutePrefetchContext) => void;

/** The policy step of a first single sign-on (002 §1 SSORegisterPage, docs/sso.md). */
export const SSO_REGISTER_PATH = '/register-sso';
/** Where a member who signed in with a password goes when the organisation requires single sign-on. */
export const SSO_REQUIRED_PATH = '/sso-required';

/** The page that sets up two-factor sign-in when an organisation requires it. */
export const TWO_FACTOR_SETUP_PATH = '/account/two-factor';

type TRouteBase = {
  /** Stable name, used in traces and tests. */
  id: string;
  /** React Router path; `:name?` marks an optional segment. */
  path: string;
  /** Shown only while this flag is on; otherwise the route answers the not-found page. */
  flag?: TFeatureFlagName;
  /** Whether the route needs a current organisation (account routes default to true). */
  needsOrg?: boolean;
};

/**
 * A page route: its kind and the lazy page it shows. Kinds (spec 002 §2): `public` needs nobody
 * signed in; `entry` needs a signed-in user but no organisation; `account` (the default of 000
 * §2.1) needs a signed-in user and, unless `needsOrg` is false, an organisation; `modal` opens over
 * the previous page and needs a signed-in user (and an organisation only when `needsOrg` is true).
 */
export type TPageRoute = TRouteBase & {
  kind: 'public' | 'entry' | 'account';
  page: ComponentType;
  /** Public pages only: sends a signed-in user on (to `?redirect=` or home), e.g. the sign-in page. */
  isSignedOutOnly?: boolean;
  /** Public pages only: shown inside the app shell when someone is signed in (legal pages). */
  usesShellWhenSignedIn?: boolean;
  /** Signed-in pages: shown full-screen without the app shell when this says so (the TV view). */
  isBare?: (search: URLSearchParams) => boolean;
  /**
   * Signed-in pages: loads what starts the page's first calls while its chunk loads
   * (route-prefetch.ts). Loaded on demand, so the first page's JavaScript holds no API calls.
   */
  prefetch?: () => Promise<TRoutePrefetcher>;
};

/** A modal route: shown over the page it was opened from (or over home). */
export type TModalRoute = TRouteBase & { kind: 'modal'; page: ComponentType<TModalPageProps> };

/** The home page's dashboard: its layout, then each widget's first search. */
async function dashboardPrefetch(): Promise<TRoutePrefetcher> {
  const { prefetchDashboard } = await import('../../features/dashboard/api/prefetch-dashboard.ts');
  return ({ session, queryClient }) => {
    if (session.orgId) prefetchDashboard(queryClient, session.orgId);
  };
}

export type TAppRoute = TPageRoute | TModalRoute;

/** Page routes that exist today (000 §2.1); later capabilities add theirs here. */
export const PAGE_ROUTES: readonly TPageRoute[] = [
  // Public (000 §2.1 "Public routes").
  { id: 'login', path: '/login', kind: 'public', page: pages.LoginPage, isSignedOutOnly: true },
  { id: 'register', path: '/register/:isExistingAccount?', kind: 'public', page: pages.RegisterPage },
  // Signed in but outside the app shell: the account cannot use the organisation's calls yet.
  { id: 'register-sso', path: SSO_REGISTER_PATH, kind: 'public', page: pages.RegisterSsoPage },
  { id: 'sso-required', path: SSO_REQUIRED_PATH, kind: 'public', page: pages.SsoRequiredPage },
  { id: 'reset-password', path: '/reset-password', kind: 'public', page: pages.ResetPasswordPage },
  {
    id: 'reset-password-expired',
    path: '/reset-password/expired',
    kind: 'public',
    page: pages.ResetPasswordExpiredPage,
  },
  {
    id: 'update-password',
    path: '/update-password/:resetCode',
    kind: 'public',
    page: pages.UpdatePasswordPage,
  },
  { id: 'signed-out', path: '/signed-out', kind: 'public', page: pages.SignedOutPage },
  {
    id: 'international-redirect',
    path: '/international-redirect',
    kind: 'public',
    page: pages.InternationalRedirectPage,
  },
  // The beta sign-up link (000 §2.1): its code kept for checkout, then registration.
  {
    id: 'welcome-beta',
    path: '/welcome/beta/user/:discountCode?',
    kind: 'public',
    page: pages.CodeEntryPage,
  },
  // An invitation link (issue 15): public, for signed-in and signed-out visitors alike.
  {
    id: 'invitation',
    path: '/welcome/invitation/:invitationId/:key',
    kind: 'public',
    page: pages.InvitationPage,
  },
  {
    id: 'invitation-process',
    path: '/welcome/invitation/process/:invitationId/:key',
    kind: 'public',
    page: pages.InvitationPage,
  },
  // Cairn's footer pages: public, inside the shell for signed-in users.
  { id: 'about', path: '/about', kind: 'public', page: pages.AboutPage, usesShellWhenSignedIn: true },
  // The left menu's Resources group (000 §2.3): knowledge base, what's new, roadmap, implementer.
  {
    id: 'resources',
    path: '/resources/:topic',
    kind: 'public',
    page: pages.ResourcesPage,
    usesShellWhenSignedIn: true,
  },
  { id: 'privacy', path: '/privacy', kind: 'public', page: pages.PrivacyPage, usesShellWhenSignedIn: true },
  { id: 'terms', path: '/terms', kind: 'public', page: pages.TermsPage, usesShellWhenSignedIn: true },
  {
    id: 'cookies',
    path: '/cookies',
    kind: 'public',
    page: pages.CookiePolicyPage,
    usesShellWhenSignedIn: true,
  },
  { id: 'contact', path: '/contact', kind: 'public', page: pages.ContactPage, usesShellWhenSignedIn: true },
  // Account routes. Without an organisation the guard sends home's visitor to the welcome route.
  {
    id: 'home',
    path: '/',
    kind: 'account',
    page: pages.HomePage,
    prefetch: dashboardPrefetch,
  },
  // The new home page (000 §2.1, flag "new dashboard"): the person's dashboard of widgets.
  {
    id: 'home-new',
    path: '/new',
    kind: 'account',
    page: pages.HomePage,
    flag: 'NewDashboard',
    prefetch: dashboardPrefetch,
  },
  // Entry routes (000 §2.1): signed in, no organisation needed.
  { id: 'welcome-tools', path: '/welcome/tools', kind: 'entry', page: pages.WelcomeToolsPage },
  // Where the guard leads a member whose organisation requires two-factor sign-in (issue 28 point 7).
  { id: 'two-factor-setup', path: TWO_FACTOR_SETUP_PATH, kind: 'entry', page: pages.TwoFactorSetupPage },
  { id: 'welcome-tools-user', path: '/welcome/tools/user', kind: 'entry', page: pages.WelcomeToolsPage },
  // A discount or referral link: the code is kept for checkout (features/billing/kept-code.ts).
  { id: 'discount', path: '/discount/:discountCode', kind: 'entry', page: pages.CodeEntryPage },
  { id: 'referral', path: '/referral/:referralCode', kind: 'entry', page: pages.CodeEntryPage },
  {
    id: 'style-guide',
    path: '/style-guide',
    kind: 'account',
    page: pages.StyleGuidePage,
    flag: 'StyleGuide',
  },
  { id: 'org-detail', path: '/org/detail/:id/:tab?', kind: 'account', page: pages.OrgDetailPage },
  // The instance administrator's page (the page itself tells anyone else it is not theirs).
  {
    id: 'admin-feature-flags',
    path: '/admin/feature-flags',
    kind: 'account',
    page: pages.FeatureFlagsPage,
    needsOrg: false,
  },
  // The instance's usage, counted at home (docs/usage.md); the administrator's page too.
  { id: 'admin-usage', path: '/admin/usage', kind: 'account', page: pages.UsagePage, needsOrg: false },
  { id: 'meeting-list', path: '/meetings', kind: 'account', page: pages.MeetingListPage },
  {
    id: 'my-todos',
    path: '/todos',
    kind: 'account',
    page: pages.MyTodosPage,
    prefetch: async () => {
      const { prefetchMyTodos } = await import('../../features/todos/api/prefetch-my-todos.ts');
      return ({ session, queryClient }) => {
        if (session.person) prefetchMyTodos(queryClient, session.person.id);
      };
    },
  },
  // The organisation-wide lists beside To-Dos (issue 35 point 11): every meeting's rocks, issues, scorecards.
  { id: 'rocks', path: '/rocks', kind: 'account', page: pages.RocksPage },
  { id: 'issues', path: '/issues', kind: 'account', page: pages.IssuesPage },
  { id: 'scorecards', path: '/scorecards', kind: 'account', page: pages.ScorecardsPage },
  // Insights (000 §2.1 InsightsHome, only with the Insights flag; issue 32).
  { id: 'insights', path: '/insights', kind: 'account', page: pages.InsightsPage, flag: 'Insights' },
  // The learning centre (000 §2.1; issue 32): the same for every organisation, so none is needed.
  {
    id: 'learning-eos-one',
    path: '/learning-center/eos-one/:anchorVideoKey?',
    kind: 'account',
    page: pages.LearningPage,
    needsOrg: false,
  },
  {
    id: 'learning-toolbox',
    path: '/learning-center/toolbox/:anchorVideoKey?',
    kind: 'account',
    page: pages.LearningPage,
    needsOrg: false,
  },
  {
    id: 'learning-traction-library',
    path: '/learning-center/traction-library/:anchorVideoKey?',
    kind: 'account',
    page: pages.LearningPage,
    needsOrg: false,
  },
  // The V/TO (000 §2.1): home, a folder, and a revision's Vision and Traction pages.
  { id: 'vto-home', path: '/vto', kind: 'account', page: pages.VtoHomePage },
  { id: 'ac-home', path: '/ac', kind: 'account', page: pages.AcHomePage },
  { id: 'ac-folder', path: '/ac/folder/:collectionId', kind: 'account', page: pages.AcFolderPage },
  {
    id: 'ac-chart',
    path: '/ac/collection/:collectionId/revision/:revisionId',
    kind: 'account',
    page: pages.AcChartPage,
  },
  // 000 §2.1 `{publishedId?}`: a link to a published revision opens it.
  {
    id: 'ac-chart-published',
    path: '/ac/collection/:collectionId/revision/:revisionId/:publishedId',
    kind: 'account',
    page: pages.AcPublishedRedirect,
  },
  // The chart on paper (Page Setup's rows, columns and seat in the query); the shell hides in print.
  {
    id: 'ac-print',
    path: '/ac-print/collection/:collectionId/revision/:revisionId',
    kind: 'account',
    page: pages.AcPrintPage,
  },
  { id: 'vto-folder', path: '/vto/folder/:collectionId', kind: 'account', page: pages.VtoFolderPage },
  {
    id: 'vto-detail',
    path: '/vto/detail/:collectionId/:revisionId/:page?',
    kind: 'account',
    page: pages.VtoDetailPage,
  },
  // `/vto/detail/{c}/{r}/{publishedId}/{vision|traction}`; with three segments the page tells a
  // published revision's id from a sub-page name.
  {
    id: 'vto-detail-published',
    path: '/vto/detail/:collectionId/:revisionId/:publishedId/:page',
    kind: 'account',
    page: pages.VtoPublishedRedirect,
  },
  // A meeting's full-width scorecard (a static segment ranks before `:subPage?`).
  {
    id: 'traction-scorecard',
    path: '/traction/:tractionId/:threadId/scorecard',
    kind: 'account',
    page: pages.ScorecardPage,
  },
  // A meeting's past meetings (issue #12); a summary is `/{meetingId}`, shown by the overview route.
  {
    id: 'traction-history',
    path: '/traction/:tractionId/:threadId/meetinghistory',
    kind: 'account',
    page: pages.MeetingHistoryPage,
  },
  // A meeting's quarterly session (000 §2.1 `quarterlypulsing`, issue 32). No route flag: with
  // QuarterlyPulsing off the page itself says the session is off (and the tab is not shown).
  {
    id: 'traction-quarterly',
    path: '/traction/:tractionId/:threadId/quarterlypulsing',
    kind: 'account',
    page: pages.QuarterlyPage,
  },
  // A meeting; sub-page `meetingoverview` (the default). The thread id is the meeting's id for now.
  {
    id: 'traction',
    path: '/traction/:tractionId/:threadId/:subPage?',
    kind: 'account',
    page: pages.MeetingOverviewPage,
    prefetch: async () => {
      const { prefetchMeetingOverview } = await import(
        '../../features/meetings/api/prefetch-meeting-overview.ts'
      );
      return ({ params, queryClient }) => {
        const isOverview = !params.subPage || params.subPage === 'meetingoverview';
        if (params.tractionId && isOverview) prefetchMeetingOverview(queryClient, params.tractionId);
      };
    },
  },
  // The live Level 10 meeting (issue #12).
  {
    id: 'live-meeting',
    path: '/meeting/live/:id',
    kind: 'account',
    page: pages.LiveMeetingPage,
    isBare: (search) => search.get('display') === 'tv',
  },
];

/** Modal routes that exist today (000 §2.1 "Modal routes"). */
export const MODAL_ROUTES: readonly TModalRoute[] = [
  { id: 'org-create', path: '/org/create', kind: 'modal', page: pages.CreateOrgModal, needsOrg: false },
  // 001 §2: subscription checkout over the page it was opened from.
  { id: 'checkout', path: '/checkout', kind: 'modal', page: pages.CheckoutModal, needsOrg: true },
  { id: 'view-payment', path: '/view-payment', kind: 'modal', page: pages.ViewPaymentModal, needsOrg: true },
  {
    id: 'user-detail',
    path: '/user/detail/:id/:tab?',
    kind: 'modal',
    page: pages.ManageProfileModal,
    needsOrg: false,
  },
  // 000 §2.1 `/ai`: the "Let's Chat" popup (001 §2), behind the ChatBot flag (000 §2.3).
  { id: 'ai', path: '/ai', kind: 'modal', page: pages.ChatModal, needsOrg: true, flag: 'ChatBot' },
  // `/meeting/new` is matched before `/meeting/:id` (a static segment ranks first).
  { id: 'meeting-new', path: '/meeting/new', kind: 'modal', page: pages.CreateMeetingModal, needsOrg: true },
  { id: 'meeting-edit', path: '/meeting/:id', kind: 'modal', page: pages.EditMeetingModal, needsOrg: true },
];

/** The page for any unmatched path: signed in it shows inside the shell, otherwise on its own. */
export const NOT_FOUND_ROUTE: TPageRoute = {
  id: 'not-found',
  path: '*',
  kind: 'public',
  page: pages.NotFoundPage,
  usesShellWhenSignedIn: true,
};

/** True when the route needs a current organisation. */
export function needsOrganisation(route: TAppRoute): boolean {
  if (route.kind === 'public' || route.kind === 'entry') return false;
  return route.needsOrg ?? route.kind === 'account';
}
