/**
 * A discount or referral code brought in by a link (`/discount/{code}`, `/referral/{code}`,
 * `/welcome/beta/user/{code}`, 000 §2.1): kept in this browser until checkout, where it fills the
 * coupon box, and forgotten once a subscription takes it. The server decides whether the code is
 * worth anything; this only refuses what could never be a code.
 */
const KEY = 'cairn.keptDiscountCode';
const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** True when the text could be a code (letters, digits, `-` and `_`, at most 64). */
function isCodeShaped(code: string | undefined): code is string {
  return typeof code === 'string' && CODE_PATTERN.test(code);
}

/** Keeps the code for checkout; false (and nothing kept) when it could not be a code. */
export function keepDiscountCode(code: string | undefined): boolean {
  if (!isCodeShaped(code)) return false;
  try {
    localStorage.setItem(KEY, code);
    return true;
  } catch {
    return false; // storage off (a private window): the person types it at checkout
  }
}

/** The kept code, or '' when there is none. */
export function keptDiscountCode(): string {
  try {
    const code = localStorage.getItem(KEY) ?? '';
    return isCodeShaped(code) ? code : '';
  } catch {
    return '';
  }
}

/** Forgets the kept code (a subscription took it). */
export function forgetDiscountCode(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
