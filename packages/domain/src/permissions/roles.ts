/** Organisation roles (spec 000 §6). Implementer is an org role for external advisors. */
export const ROLES = ['Owner', 'Admin', 'Manager', 'Member', 'Observer', 'Implementer'] as const;
export type TRole = (typeof ROLES)[number];

/** Roles a person can be given inside an organisation through the people screens. */
export const ASSIGNABLE_ROLES = ['Admin', 'Manager', 'Member', 'Observer'] as const satisfies readonly TRole[];

/** How each role is shown; the observer is the 'Free Observer'. */
export const ROLE_LABELS: Record<TRole, string> = {
  Owner: 'Owner',
  Admin: 'Admin',
  Manager: 'Manager',
  Member: 'Member',
  Observer: 'Free Observer',
  Implementer: 'Implementer',
};

/** Paid roles take a licence; observers are free (spec 000 §6). Owners are paid too. */
export function isPaidRole(role: TRole): boolean {
  return role !== 'Observer';
}
