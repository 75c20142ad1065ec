/**
 * The price of one paid person a month, in cents, for the Invite Users popup's Price column and
 * cost panel; null on an instance without billing (then both are hidden). The one source of the
 * price: the billing capability answers its plan price here.
 */
export function planPricePerPaidPersonCents(): number | null {
  return null;
}
