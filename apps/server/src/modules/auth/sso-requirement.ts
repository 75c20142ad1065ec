import type { TRole } from '@cairn/domain/permissions/roles';

/** The domain of an address, lower-cased: `dana@Corp.Example` -> `corp.example`. */
export function emailDomainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/**
 * Whether a member must have signed in with single sign-on to use the organisation: its Owner
 * required it for the member's email domain. The Owner never is, so that a provider that stops
 * working cannot lock the organisation out (docs/sso.md).
 */
export function isHeldToSso(
  membership: { role: TRole; ssoRequiredDomain: string | null },
  email: string,
): boolean {
  if (!membership.ssoRequiredDomain || membership.role === 'Owner') return false;
  return emailDomainOf(email) === membership.ssoRequiredDomain;
}
