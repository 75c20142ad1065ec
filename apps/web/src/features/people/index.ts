// The people feature's front door: what other features and the app may use.
export { useInvitationAction, useInvitations } from './api/invitations.ts';
export { managesBilling, useBillingPermission } from './api/licences.ts';
export { useTransferOwnership } from './api/ownership.ts';
export { InvitationActions, InvitationBadge } from './components/invitation-status.tsx';
export { InviteUsersPanel } from './components/invite-users-panel.tsx';
export { LicenceBadge, LicenceSummary } from './components/licence-summary.tsx';
export { UpgradeRequestActions } from './components/upgrade-request-actions.tsx';
export { UpgradeRequestButton } from './components/upgrade-request-button.tsx';
