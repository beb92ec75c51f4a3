import isPostalCode, { locales as postalCodeCountries } from 'validator/es/lib/isPostalCode.js';

const known = new Set<string>(postalCodeCountries);

/**
 * Whether a postcode has the form its country uses (validator.js's rules, e.g. five digits in Germany, 'SW1A 1AA'
 * in the UK). A country without a known rule takes any postcode.
 */
export function fitsPostalCode(countryIso: string, postalCode: string): boolean {
  const iso = countryIso.toUpperCase();
  if (!known.has(iso)) return true;
  return isPostalCode(postalCode.trim(), iso as Parameters<typeof isPostalCode>[1]);
}
