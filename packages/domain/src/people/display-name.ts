/** A person's full name as the server writes it into texts (mails, notifications); the email when nameless. */
export function displayName(person: { firstName: string; lastName: string; email: string }): string {
  return `${person.firstName.trim()} ${person.lastName.trim()}`.trim() || person.email;
}
