import { type ComponentType, lazy } from 'react';

/** Props every modal-route component receives: how to close it (the route animates out). */
export type TModalPageProps = { onClose: () => void };

/*
 * Every routed page is a lazy chunk (ARCHITECTURE §9), so the first load carries the app frame and
 * the one page asked for. The `.then` picks the named export, so a renamed export fails `tsc`.
 */

// Feature pages (apps/web/src/features/**), built by the feature areas.
export const LoginPage = lazy(() =>
  import('../../features/account/pages/login-page.tsx').then((module) => ({ default: module.LoginPage })),
);
export const RegisterPage = lazy(() =>
  import('../../features/account/pages/register-page.tsx').then((module) => ({
    default: module.RegisterPage,
  })),
);
export const ResetPasswordPage = lazy(() =>
  import('../../features/account/pages/reset-password-page.tsx').then((module) => ({
    default: module.ResetPasswordPage,
  })),
);
export const ResetPasswordExpiredPage = lazy(() =>
  import('../../features/account/pages/reset-password-expired-page.tsx').then((module) => ({
    default: module.ResetPasswordExpiredPage,
  })),
);
export const UpdatePasswordPage = lazy(() =>
  import('../../features/account/pages/update-password-page.tsx').then((module) => ({
    default: module.UpdatePasswordPage,
  })),
);
export const SignedOutPage = lazy(() =>
  import('../../features/account/pages/signed-out-page.tsx').then((module) => ({
    default: module.SignedOutPage,
  })),
);
export const ManageProfileModal: ComponentType<TModalPageProps> = lazy(() =>
  import('../../features/account/components/manage-profile-modal.tsx').then((module) => ({
    default: module.ManageProfileModal,
  })),
);
export const CreateOrgModal: ComponentType<TModalPageProps> = lazy(() =>
  import('../../features/orgs/components/create-org-modal.tsx').then((module) => ({
    default: module.CreateOrgModal,
  })),
);
export const OrgDetailPage = lazy(() =>
  import('../../features/orgs/pages/org-detail-page.tsx').then((module) => ({
    default: module.OrgDetailPage,
  })),
);
export const MeetingListPage = lazy(() =>
  import('../../features/meetings/pages/meeting-list-page.tsx').then((module) => ({
    default: module.MeetingListPage,
  })),
);
export const MeetingOverviewPage = lazy(() =>
  import('../../features/meetings/pages/meeting-overview-page.tsx').then((module) => ({
    default: module.MeetingOverviewPage,
  })),
);
export const ScorecardPage = lazy(() =>
  import('../../features/scorecards/pages/scorecard-page.tsx').then((module) => ({
    default: module.ScorecardPage,
  })),
);
export const CreateMeetingModal: ComponentType<TModalPageProps> = lazy(() =>
  import('../../features/meetings/components/create-meeting-modal.tsx').then((module) => ({
    default: module.CreateMeetingModal,
  })),
);
export const EditMeetingModal: ComponentType<TModalPageProps> = lazy(() =>
  import('../../features/meetings/components/edit-meeting-modal.tsx').then((module) => ({
    default: module.EditMeetingModal,
  })),
);
export const MyTodosPage = lazy(() =>
  import('../../features/todos/pages/my-todos-page.tsx').then((module) => ({ default: module.MyTodosPage })),
);
export const HomePage = lazy(() =>
  import('../../features/home/pages/home-page.tsx').then((module) => ({ default: module.HomePage })),
);

// App pages (apps/web/src/app/pages).
export const StyleGuidePage = lazy(() =>
  import('../pages/style-guide/style-guide-page.tsx').then((module) => ({ default: module.StyleGuidePage })),
);
export const NotFoundPage = lazy(() =>
  import('../pages/not-found-page.tsx').then((module) => ({ default: module.NotFoundPage })),
);
export const AboutPage = lazy(() =>
  import('../pages/static/about-page.tsx').then((module) => ({ default: module.AboutPage })),
);
export const PrivacyPage = lazy(() =>
  import('../pages/static/privacy-page.tsx').then((module) => ({ default: module.PrivacyPage })),
);
export const TermsPage = lazy(() =>
  import('../pages/static/terms-page.tsx').then((module) => ({ default: module.TermsPage })),
);
export const CookiePolicyPage = lazy(() =>
  import('../pages/static/cookie-policy-page.tsx').then((module) => ({ default: module.CookiePolicyPage })),
);
export const ContactPage = lazy(() =>
  import('../pages/static/contact-page.tsx').then((module) => ({ default: module.ContactPage })),
);
