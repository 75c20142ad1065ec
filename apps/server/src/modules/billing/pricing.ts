import type { TPaymentPlan } from '@cairn/domain/billing/billing.constants';
import type { TBillingProvider } from '@cairn/domain/billing/billing-provider';
import { costInCents, percentOf } from '@cairn/domain/billing/billing-rules';
import type { TAppliedCoupon } from '../../db/schema/index.ts';
import type { TPaymentMethodRow } from './billing.repository.ts';

/** Whether a coupon still takes something off at `now` (its months run from when it was applied). */
function isCouponRunning(coupon: TAppliedCoupon, now: Date): boolean {
  const until = new Date(coupon.appliedAt);
  until.setUTCMonth(until.getUTCMonth() + coupon.durationMonths);
  return now < until;
}

/**
 * What a period costs (checkout and each renewal): the plan's price times the seats, less the
 * coupons that still run at `now` (at most 100%), plus the tax of the card's address. Cents.
 */
export async function priceOfPeriod(
  provider: TBillingProvider,
  input: {
    plan: TPaymentPlan;
    seats: number;
    coupons: TAppliedCoupon[];
    address: TPaymentMethodRow['address'];
    now: Date;
  },
) {
  const subTotal = costInCents(input.plan, input.seats);
  const percentOff = Math.min(
    100,
    input.coupons
      .filter((coupon) => isCouponRunning(coupon, input.now))
      .reduce((sum, coupon) => sum + coupon.percentOff, 0),
  );
  const discountAmount = percentOf(subTotal, percentOff * 100);
  const taxAmount = await provider.calculateTax(subTotal - discountAmount, input.address);
  return { subTotal, discountAmount, taxAmount, totalAmount: subTotal - discountAmount + taxAmount };
}
