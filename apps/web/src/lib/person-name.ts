/** Name display formats of spec 002 §5, and the initials of an avatar. */

/** The parts of a person a name is made from. */
export type TNamed = { firstName: string; lastName: string; email?: string };

/**
 * The formats of 002 §5: first only ('Sam'), first + last initial ('Sam L'), with a dot
 * ('Sam L.'), first initial + last ('S. Lee'), last + first ('Lee, Sam') and full ('Sam Lee').
 */
export type TNameFormat =
  | 'first'
  | 'firstLastInitial'
  | 'firstLastInitialDot'
  | 'initialLast'
  | 'lastFirst'
  | 'full';

/** A person's name in one of the spec's formats; falls back to the email when there is no name. */
export function formatPersonName(person: TNamed, format: TNameFormat = 'full'): string {
  const first = person.firstName.trim();
  const last = person.lastName.trim();
  if (!first && !last) return person.email ?? '';
  if (!first || !last) return first || last;
  switch (format) {
    case 'first':
      return first;
    case 'firstLastInitial':
      return `${first} ${last.charAt(0)}`;
    case 'firstLastInitialDot':
      return `${first} ${last.charAt(0)}.`;
    case 'initialLast':
      return `${first.charAt(0)}. ${last}`;
    case 'lastFirst':
      return `${last}, ${first}`;
    default:
      return `${first} ${last}`;
  }
}

/** Up to two initials for an avatar: first letters of the names, or of the email. */
export function initialsOf(person: TNamed): string {
  const letters = `${person.firstName.trim().charAt(0)}${person.lastName.trim().charAt(0)}`;
  return (letters || (person.email ?? '?').charAt(0)).toUpperCase();
}
