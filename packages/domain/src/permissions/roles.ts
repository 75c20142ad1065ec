/** Organisation roles (spec 000 §6). Implementer is an org role for external advisors. */
export const ROLES = ['Owner', 'Admin', 'Manager', 'Member', 'Observer', 'Implementer'] as const;
export type TRole = (typeof ROLES)[number];

/** Roles a person can be given inside an organisation through the people screens. */
export const ASSIGNABLE_ROLES = [
  'Admin',
  'Manager',
  'Member',
  'Observer',
] as const satisfies readonly TRole[];

/** How each role is shown; the observer is the 'Free Observer'. */
export const ROLE_LABELS: Record<TRole, string> = {
  Owner: 'Owner',
  Admin: 'Admin',
  Manager: 'Manager',
  Member: 'Member',
  Observer: 'Free Observer',
  Implementer: 'Implementer',
};

/**
 * Roles that take a paid licence: 000 §6 names Admin, Manager and Member, and the Owner is a
 * full user too. The Observer is free; so is the Implementer (an outside EOS coach, not listed
 * as paid). The billing capability adds the excluded-domain exception.
 */
export const PAID_ROLES = ['Owner', 'Admin', 'Manager', 'Member'] as const satisfies readonly TRole[];

/** True when a person with this role holds a paid licence (the `hasLicense` of a person). */
export function isPaidRole(role: TRole): boolean {
  return (PAID_ROLES as readonly TRole[]).includes(role);
}
