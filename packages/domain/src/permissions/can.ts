import type { TAction } from './actions.ts';
import { PERMISSION_MATRIX } from './matrix.ts';
import type { TRole } from './roles.ts';

/** Who acts: enough to decide a permission. */
export type TActor = { role: TRole };

/** True when the actor's role allows the action. The one rule both sides use. */
export function can(actor: TActor | null | undefined, action: TAction): boolean {
  if (!actor) return false;
  return PERMISSION_MATRIX[action].includes(actor.role);
}
