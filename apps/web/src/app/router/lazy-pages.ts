import { type ComponentType, lazy } from 'react';

/** Props every modal-route component receives: how to close it (the route animates out). */
export type TModalPageProps = { onClose: () => void };

/** A lazy page that can also be asked to load ahead of rendering (route-prefetch.ts). */
export type TPreloadablePage<P = object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A lazy page whose chunk loads once, whether `preload` or the first render asks first: the
 * router starts the chunk of the page asked for at boot, beside the app frame and the page's
 * first API calls, instead of after them.
 */
function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): TPreloadablePage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  return Object.assign(lazy(start), { preload: start });
}

/*
 * Every routed page is a lazy chunk (ARCHITECTURE §9), so the first load carries the app frame and
 * the one page asked for. The `.then` picks the named export, so a renamed export fails `tsc`.
 */

/** The app shell around signed-in pages: a chunk of its own, so the sign-in page never loads it. */
export const AppShellLayout = lazyPage(() =>
  import('../shell/app-shell-layout.tsx').then((module) => module.AppShellLayout),
);

// Feature pages (apps/web/src/features/**), built by the feature areas.
export const LoginPage = lazyPage(() =>
  import('../../features/account/pages/login-page.tsx').then((module) => module.LoginPage),
);
export const RegisterPage = lazyPage(() =>
  import('../../features/account/pages/register-page.tsx').then((module) => module.RegisterPage),
);
export const ResetPasswordPage = lazyPage(() =>
  import('../../features/account/pages/reset-password-page.tsx').then((module) => module.ResetPasswordPage),
);
export const ResetPasswordExpiredPage = lazyPage(() =>
  import('../../features/account/pages/reset-password-expired-page.tsx').then(
    (module) => module.ResetPasswordExpiredPage,
  ),
);
export const UpdatePasswordPage = lazyPage(() =>
  import('../../features/account/pages/update-password-page.tsx').then((module) => module.UpdatePasswordPage),
);
export const InvitationPage = lazyPage(() =>
  import('../../features/people/pages/invitation-page.tsx').then((module) => module.InvitationPage),
);
export const SignedOutPage = lazyPage(() =>
  import('../../features/account/pages/signed-out-page.tsx').then((module) => module.SignedOutPage),
);
export const RegisterSsoPage = lazyPage(() =>
  import('../../features/account/pages/register-sso-page.tsx').then((module) => module.RegisterSsoPage),
);
export const SsoRequiredPage = lazyPage(() =>
  import('../../features/account/pages/sso-required-page.tsx').then((module) => module.SsoRequiredPage),
);
export const TwoFactorSetupPage = lazyPage(() =>
  import('../../features/account/pages/two-factor-setup-page.tsx').then(
    (module) => module.TwoFactorSetupPage,
  ),
);
export const ManageProfileModal: ComponentType<TModalPageProps> = lazyPage(() =>
  import('../../features/account/components/manage-profile-modal.tsx').then(
    (module) => module.ManageProfileModal,
  ),
);
export const ChatModal: ComponentType<TModalPageProps> = lazyPage(() =>
  import('../../features/assistant/components/chat-modal.tsx').then((module) => module.ChatModal),
);
export const CheckoutModal: ComponentType<TModalPageProps> = lazyPage(() =>
  import('../../features/billing/components/checkout-modal.tsx').then((module) => module.CheckoutModal),
);
export const ViewPaymentModal: ComponentType<TModalPageProps> = lazyPage(() =>
  import('../../features/billing/components/view-payment-modal.tsx').then(
    (module) => module.ViewPaymentModal,
  ),
);
export const CreateOrgModal: ComponentType<TModalPageProps> = lazyPage(() =>
  import('../../features/orgs/components/create-org-modal.tsx').then((module) => module.CreateOrgModal),
);
export const AcHomePage = lazyPage(() =>
  import('../../features/ac/pages/ac-home-page.tsx').then((module) => module.AcHomePage),
);
export const AcFolderPage = lazyPage(() =>
  import('../../features/ac/pages/ac-home-page.tsx').then((module) => module.AcFolderPage),
);
const acChartPages = () => import('../../features/ac/pages/ac-chart-pages.ts');
export const AcChartPage = lazyPage(() => acChartPages().then((module) => module.AcChartPage));
export const AcPrintPage = lazyPage(() => acChartPages().then((module) => module.AcPrintPage));
export const FeatureFlagsPage = lazyPage(() =>
  import('../../features/admin/pages/feature-flags-page.tsx').then((module) => module.FeatureFlagsPage),
);
export const UsagePage = lazyPage(() =>
  import('../../features/usage/pages/usage-page.tsx').then((module) => module.UsagePage),
);
export const OrgDetailPage = lazyPage(() =>
  import('../../features/orgs/pages/org-detail-page.tsx').then((module) => module.OrgDetailPage),
);
export const MeetingListPage = lazyPage(() =>
  import('../../features/meetings/pages/meeting-list-page.tsx').then((module) => module.MeetingListPage),
);
export const MeetingOverviewPage = lazyPage(() =>
  import('./meeting-overview-route.tsx').then((module) => module.MeetingOverviewRoute),
);
export const ScorecardPage = lazyPage(() =>
  import('../../features/scorecards/pages/scorecard-page.tsx').then((module) => module.ScorecardPage),
);
export const LiveMeetingPage = lazyPage(() =>
  import('../../features/live-meeting/pages/live-meeting-page.tsx').then((module) => module.LiveMeetingPage),
);
export const QuarterlyPage = lazyPage(() =>
  import('../../features/quarterly/index.ts').then((module) => module.QuarterlyPage),
);
export const MeetingHistoryPage = lazyPage(() =>
  import('../../features/live-meeting/pages/meeting-history-page.tsx').then(
    (module) => module.MeetingHistoryPage,
  ),
);
export const CreateMeetingModal: ComponentType<TModalPageProps> = lazyPage(() =>
  import('../../features/meetings/components/create-meeting-modal.tsx').then(
    (module) => module.CreateMeetingModal,
  ),
);
export const EditMeetingModal: ComponentType<TModalPageProps> = lazyPage(() =>
  import('../../features/meetings/components/edit-meeting-modal.tsx').then(
    (module) => module.EditMeetingModal,
  ),
);
export const MyTodosPage = lazyPage(() =>
  import('../../features/todos/pages/my-todos-page.tsx').then((module) => module.MyTodosPage),
);
export const RocksPage = lazyPage(() =>
  import('../../features/rocks/pages/rocks-page.tsx').then((module) => module.RocksPage),
);
export const IssuesPage = lazyPage(() =>
  import('../../features/issues/pages/issues-page.tsx').then((module) => module.IssuesPage),
);
export const ScorecardsPage = lazyPage(() =>
  import('../../features/scorecards/pages/scorecards-page.tsx').then((module) => module.ScorecardsPage),
);
export const InsightsPage = lazyPage(() =>
  import('../../features/insights/index.ts').then((module) => module.InsightsPage),
);
export const LearningPage = lazyPage(() =>
  import('../../features/learning/index.ts').then((module) => module.LearningPage),
);
export const HomePage = lazyPage(() =>
  import('../../features/home/pages/home-page.tsx').then((module) => module.HomePage),
);

// App pages (apps/web/src/app/pages).
export const StyleGuidePage = lazyPage(() =>
  import('../pages/style-guide/style-guide-page.tsx').then((module) => module.StyleGuidePage),
);
export const InternationalRedirectPage = lazyPage(() =>
  import('../pages/international-redirect-page.tsx').then((module) => module.InternationalRedirectPage),
);
export const AcPublishedRedirect = lazyPage(() =>
  import('../../lib/navigation/published-revision-redirect.tsx').then((module) => module.AcPublishedRedirect),
);
export const VtoPublishedRedirect = lazyPage(() =>
  import('../../lib/navigation/published-revision-redirect.tsx').then(
    (module) => module.VtoPublishedRedirect,
  ),
);
export const NotFoundPage = lazyPage(() =>
  import('../pages/not-found-page.tsx').then((module) => module.NotFoundPage),
);
export const ResourcesPage = lazyPage(() =>
  import('../pages/resources/resources-page.tsx').then((module) => module.ResourcesPage),
);
export const AboutPage = lazyPage(() =>
  import('../pages/static/about-page.tsx').then((module) => module.AboutPage),
);
export const PrivacyPage = lazyPage(() =>
  import('../pages/static/privacy-page.tsx').then((module) => module.PrivacyPage),
);
export const TermsPage = lazyPage(() =>
  import('../pages/static/terms-page.tsx').then((module) => module.TermsPage),
);
export const CookiePolicyPage = lazyPage(() =>
  import('../pages/static/cookie-policy-page.tsx').then((module) => module.CookiePolicyPage),
);
export const ContactPage = lazyPage(() =>
  import('../pages/static/contact-page.tsx').then((module) => module.ContactPage),
);

export const VtoHomePage = lazyPage(() =>
  import('../../features/vto/pages/vto-home-page.tsx').then((module) => module.VtoHomePage),
);
export const VtoFolderPage = lazyPage(() =>
  import('../../features/vto/pages/vto-home-page.tsx').then((module) => module.VtoFolderPage),
);
export const VtoDetailPage = lazyPage(() =>
  import('../../features/vto/pages/vto-detail-page.tsx').then((module) => module.VtoDetailPage),
);

export const CodeEntryPage = lazyPage(() =>
  import('../../features/billing/pages/code-entry-page.tsx').then((module) => module.CodeEntryPage),
);
export const WelcomeToolsPage = lazyPage(() =>
  import('../../features/welcome/pages/welcome-tools-page.tsx').then((module) => module.WelcomeToolsPage),
);
