import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';

type TSearchCall = { body: unknown };

/**
 * A mock `POST people/search` over these people that applies the filters a picker sends
 * (text, licence, roles, excluded ids), so a picker test sees what the server would offer.
 */
export function peopleSearchAnswer(people: readonly TPerson[]) {
  return (call: TSearchCall) => {
    const { filters = {} } = (call.body ?? {}) as { filters?: Record<string, string[]> };
    const text = filters['text-search']?.[0]?.toLowerCase();
    const excluded = new Set(filters['excluded-ids'] ?? []);
    const roles = filters['has-role'];
    const items = people.filter(
      (p) =>
        !excluded.has(p.id) &&
        (!roles || roles.includes(p.role)) &&
        (!filters['has-license'] || String(p.hasLicense) === filters['has-license'][0]) &&
        (!text || `${p.firstName} ${p.lastName} ${p.email}`.toLowerCase().includes(text)),
    );
    return { body: { items, totalCount: items.length, totalPages: 1 } };
  };
}
