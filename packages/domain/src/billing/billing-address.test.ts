import { describe, expect, it } from 'vitest';
import { postalCodeProblem, statePrompt, ZAddress } from './billing-address.ts';
import { statesOf } from './countries.ts';

describe('postal codes per country (002 §5, issue 29)', () => {
  it.each([
    ['US', '78701', null],
    ['US', '78701-1234', null],
    ['US', '7870', 'VAL_INVALID_ZIP_CODE'],
    ['US', '78701-12', 'VAL_INVALID_ZIP_CODE'],
    ['US', 'ABCDE', 'VAL_INVALID_ZIP_CODE'],
    ['CA', 'K1A 0B1', null],
    ['CA', 'k1a0b1', null],
    ['CA', 'D1A 0B1', 'VAL_INVALID_POSTAL_CODE'],
    ['CA', 'K1A 0O1', 'VAL_INVALID_POSTAL_CODE'],
    ['GB', 'SW1A 1AA', null],
    ['GB', 'M1 1AE', null],
    ['GB', 'GIR 0AA', null],
    ['GB', '12345', 'VAL_INVALID_POSTAL_CODE'],
    ['DE', '10115', null],
    ['DE', '1011', 'VAL_INVALID_POSTAL_CODE'],
    ['AU', '2000', null],
    ['AU', '20000', 'VAL_INVALID_POSTAL_CODE'],
    ['FR', '75008', null],
    ['FR', '7500', 'VAL_INVALID_POSTAL_CODE'],
    ['NL', '1012 AB', null],
    ['NL', '1012AB', null],
    ['NL', '1012', 'VAL_INVALID_POSTAL_CODE'],
    ['JP', 'anything at all', null],
  ])('%s %s -> %s', (country, code, expected) => {
    expect(postalCodeProblem(country, code)?.id ?? null).toBe(expected);
  });
});

describe('labels and state lists', () => {
  it.each([
    ['US', 'Select a State'],
    ['CA', 'Select a Province'],
    ['GB', 'Select a State'],
  ])('%s prompts "%s"', (country, prompt) => {
    expect(statePrompt(country)).toBe(prompt);
  });

  it('has the US list with DC, PR and VI, and lists for CA, AU and DE only', () => {
    const us = statesOf('US')?.map((s) => s.code) ?? [];
    expect(us).toEqual(expect.arrayContaining(['TX', 'DC', 'PR', 'VI']));
    expect(us).toHaveLength(53);
    expect(statesOf('CA')).toHaveLength(13);
    expect(statesOf('AU')).toHaveLength(8);
    expect(statesOf('DE')).toHaveLength(16);
    expect(statesOf('GB')).toBeNull();
  });
});

const fieldsOf = (input: unknown) => {
  const result = ZAddress.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('ZAddress', () => {
  const texas = {
    countryCode: 'US',
    addressLine1: '1 Main St',
    city: 'Austin',
    stateOrProvince: 'TX',
    postalCode: '78701',
  };

  it('takes a complete address and fills the optional lines', () => {
    expect(ZAddress.parse(texas)).toEqual({ ...texas, addressLine2: '', addressLine3: '' });
  });

  it('says Required for each missing required field', () => {
    expect(fieldsOf({ countryCode: 'US' })).toEqual({
      addressLine1: 'Required',
      city: 'Required',
      stateOrProvince: 'Required',
      postalCode: 'Required',
    });
  });

  it.each([
    [{ ...texas, postalCode: '787' }, { postalCode: 'Invalid Zip Code' }],
    [{ ...texas, stateOrProvince: 'ON' }, { stateOrProvince: 'Select a State' }],
    [
      { ...texas, countryCode: 'CA', stateOrProvince: 'XX', postalCode: 'K1A 0B1' },
      { stateOrProvince: 'Select a Province' },
    ],
    [{ ...texas, countryCode: 'ZZ' }, { countryCode: 'Required' }],
    [{ countryCode: 'MC', addressLine1: '1 Rue' }, {}],
    [{ countryCode: 'AE', addressLine1: '1 St', city: 'Dubai', stateOrProvince: 'Dubai' }, {}],
    [{ countryCode: 'FR', addressLine1: '1 Rue', stateOrProvince: 'IDF', postalCode: '75008' }, {}],
    [
      {
        countryCode: 'GB',
        addressLine1: '1 St',
        city: 'London',
        stateOrProvince: 'London',
        postalCode: 'sw1a 1aa',
      },
      {},
    ],
  ])('%j -> %j', (input, expected) => {
    expect(fieldsOf(input)).toEqual(expected);
  });

  it('stores a postal code in upper case', () => {
    expect(
      ZAddress.parse({ ...texas, countryCode: 'GB', stateOrProvince: 'London', postalCode: 'sw1a 1aa' })
        .postalCode,
    ).toBe('SW1A 1AA');
  });
});
