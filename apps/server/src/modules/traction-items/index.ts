// The traction-items module's front door: what other modules and the app may use.
export { notifyNewOwner } from './item-assignment.ts';
export type { TNoteChange } from './item-audience.ts';
export type { TItemDecision } from './item-kit.ts';
export { createItemKit, stampWhen } from './item-kit.ts';
export type { TItemMeeting } from './item-people.repository.ts';
export { findItemMeeting } from './item-people.repository.ts';
export { createdMessage, isoOrNull, updatedMessage } from './item-presenters.ts';
export { registerItemRoutes } from './item-routes.ts';
export { createItemRules } from './item-rules.ts';
export type { TItemSearchColumns } from './item-search.ts';
export { flagFilter, itemFilters, itemSorts } from './item-search.ts';
export type { TItemActor, TItemDeps, TItemRow, TItemTable } from './item-types.ts';
