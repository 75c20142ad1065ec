/** A country of a billing address (002 §3): its code, name and currency. */
export type TCountry = { code: string; name: string; currencyCode: string };

/** A state or province of a country with a state list (002 §3). */
export type TState = { code: string; name: string };

/** The countries a billing address may name; US first, the default (002 §7). */
export const COUNTRIES: readonly TCountry[] = [
  { code: 'US', name: 'United States', currencyCode: 'USD' },
  { code: 'CA', name: 'Canada', currencyCode: 'CAD' },
  { code: 'GB', name: 'United Kingdom', currencyCode: 'GBP' },
  { code: 'AU', name: 'Australia', currencyCode: 'AUD' },
  { code: 'DE', name: 'Germany', currencyCode: 'EUR' },
  { code: 'FR', name: 'France', currencyCode: 'EUR' },
  { code: 'NL', name: 'Netherlands', currencyCode: 'EUR' },
  { code: 'AE', name: 'United Arab Emirates', currencyCode: 'AED' },
  { code: 'AT', name: 'Austria', currencyCode: 'EUR' },
  { code: 'BE', name: 'Belgium', currencyCode: 'EUR' },
  { code: 'BR', name: 'Brazil', currencyCode: 'BRL' },
  { code: 'CH', name: 'Switzerland', currencyCode: 'CHF' },
  { code: 'DK', name: 'Denmark', currencyCode: 'DKK' },
  { code: 'ES', name: 'Spain', currencyCode: 'EUR' },
  { code: 'FI', name: 'Finland', currencyCode: 'EUR' },
  { code: 'IE', name: 'Ireland', currencyCode: 'EUR' },
  { code: 'IN', name: 'India', currencyCode: 'INR' },
  { code: 'IT', name: 'Italy', currencyCode: 'EUR' },
  { code: 'JP', name: 'Japan', currencyCode: 'JPY' },
  { code: 'KY', name: 'Cayman Islands', currencyCode: 'KYD' },
  { code: 'MC', name: 'Monaco', currencyCode: 'EUR' },
  { code: 'MX', name: 'Mexico', currencyCode: 'MXN' },
  { code: 'NO', name: 'Norway', currencyCode: 'NOK' },
  { code: 'NZ', name: 'New Zealand', currencyCode: 'NZD' },
  { code: 'PL', name: 'Poland', currencyCode: 'PLN' },
  { code: 'PT', name: 'Portugal', currencyCode: 'EUR' },
  { code: 'SE', name: 'Sweden', currencyCode: 'SEK' },
  { code: 'SG', name: 'Singapore', currencyCode: 'SGD' },
  { code: 'ZA', name: 'South Africa', currencyCode: 'ZAR' },
];

const US_STATES: readonly TState[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['PR', 'Puerto Rico'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VI', 'U.S. Virgin Islands'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
].map(([code, name]) => ({ code, name }) as TState);

const CA_PROVINCES: readonly TState[] = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
].map(([code, name]) => ({ code, name }) as TState);

const AU_STATES: readonly TState[] = [
  ['ACT', 'Australian Capital Territory'],
  ['NSW', 'New South Wales'],
  ['NT', 'Northern Territory'],
  ['QLD', 'Queensland'],
  ['SA', 'South Australia'],
  ['TAS', 'Tasmania'],
  ['VIC', 'Victoria'],
  ['WA', 'Western Australia'],
].map(([code, name]) => ({ code, name }) as TState);

const DE_STATES: readonly TState[] = [
  ['BW', 'Baden-Württemberg'],
  ['BY', 'Bavaria'],
  ['BE', 'Berlin'],
  ['BB', 'Brandenburg'],
  ['HB', 'Bremen'],
  ['HH', 'Hamburg'],
  ['HE', 'Hesse'],
  ['NI', 'Lower Saxony'],
  ['MV', 'Mecklenburg-Vorpommern'],
  ['NW', 'North Rhine-Westphalia'],
  ['RP', 'Rhineland-Palatinate'],
  ['SL', 'Saarland'],
  ['SN', 'Saxony'],
  ['ST', 'Saxony-Anhalt'],
  ['SH', 'Schleswig-Holstein'],
  ['TH', 'Thuringia'],
].map(([code, name]) => ({ code, name }) as TState);

/** 002 §3: the countries with a state list; elsewhere the state is free text. */
export const STATES_BY_COUNTRY: Readonly<Record<string, readonly TState[]>> = {
  US: US_STATES,
  CA: CA_PROVINCES,
  AU: AU_STATES,
  DE: DE_STATES,
};

/** The state list of a country, or null when its state is typed (002 §5). */
export function statesOf(countryCode: string): readonly TState[] | null {
  return STATES_BY_COUNTRY[countryCode] ?? null;
}

/** True for a country a billing address may name. */
export function isKnownCountry(countryCode: string): boolean {
  return COUNTRIES.some((country) => country.code === countryCode);
}
