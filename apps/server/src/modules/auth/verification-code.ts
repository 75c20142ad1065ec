import { createHmac, randomInt } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@cairn/domain/account/account.constants';

/** Capital letters and digits without the look-alikes 0/O, 1/I/L: 31^6, about 887 million codes. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A new random code for the registration email (read aloud or typed from a phone without confusion). */
export function newVerificationCode(): string {
  let code = '';
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i += 1)
    code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * What is stored for a code: an HMAC under the session secret, bound to the address, so that a
 * copy of the database reveals no code. Case and surrounding spaces of the typed code do not matter.
 */
export function hashVerificationCode(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${email}\n${code.trim().toUpperCase()}`).digest('base64url');
}
