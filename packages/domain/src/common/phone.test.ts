import { describe, expect, it } from 'vitest';
import { countryOfLocale, formatPhone, toE164, zPhone } from './phone.ts';

describe('phone numbers of any country (issue 35)', () => {
  it('reads numbers of any country into E.164, and ones without + as numbers of the given country', () => {
    expect(toE164('(212) 555-0100')).toBe('+12125550100');
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(toE164('+33 1 42 68 53 00')).toBe('+33142685300');
    for (const bad of ['555-0100', '+44 12', '212 555 01OO', 'call me']) expect(toE164(bad), bad).toBeNull();
  });

  it('shows a number in the viewer’s format: national at home, international abroad', () => {
    expect(formatPhone('+442079460958', 'GB')).toBe('020 7946 0958');
    expect(formatPhone('+442079460958', 'US')).toBe('+44 20 7946 0958');
    expect(formatPhone('+12125550100', 'US')).toBe('(212) 555-0100');
    // Stored before E.164: ten US digits.
    expect(formatPhone('2125550100', 'US')).toBe('(212) 555-0100');
  });

  it('takes the country from the locale', () => {
    expect(countryOfLocale('en-GB')).toBe('GB');
    expect(countryOfLocale('de')).toBe('DE');
    expect(countryOfLocale('en')).toBe('US');
    expect(countryOfLocale(undefined)).toBe('US');
  });

  it('the schema stores E.164, clears on empty and keeps the 422 text', () => {
    expect(zPhone('GB').parse('020 7946 0958')).toBe('+442079460958');
    expect(zPhone().parse('')).toBe('');
    expect(zPhone().safeParse('555-0100').error?.issues[0]?.message).toBe('Invalid Phone Number');
  });
});
