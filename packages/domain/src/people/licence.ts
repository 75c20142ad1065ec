import { isPaidRole, type TRole } from '../permissions/roles.ts';

/** The domain of an email, lower-cased (`ann@Acme.com` -> `acme.com`). */
export function emailDomain(email: string): string {
  return email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}

/**
 * Whether a person takes a paid licence (000 §6, 001 §5): a paid role (Owner, Admin, Manager,
 * Member) whose email domain is not one of the organisation's free domains. Observers and
 * Implementers are always free. THE ONE RULE: the answers, the search and the seat count use it.
 */
export function holdsLicense(
  person: { role: TRole; email: string },
  freeDomains: readonly string[],
): boolean {
  return isPaidRole(person.role) && !freeDomains.includes(emailDomain(person.email));
}
