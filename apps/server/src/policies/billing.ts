import { permissionStringsOf } from '@cairn/domain/permissions/matrix';
import type { TRole } from '@cairn/domain/permissions/roles';

/** The person the billing rule reads. */
export type TBillingViewer = { role: TRole; hasBillingPermission: boolean };

/**
 * Who sees and changes billing (001 §6): the Owner, and a paid person the Owner granted
 * `Update|Billing` (a Free Observer never holds it). The same strings the session carries to the
 * web (`domain/permissions/matrix.ts`), so both sides show and allow the same.
 */
export const billingPolicy = {
  canManage: (viewer: TBillingViewer) => permissionStringsOf(viewer).includes('Update|Billing'),
};
