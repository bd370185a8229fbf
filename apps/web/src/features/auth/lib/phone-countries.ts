import type { CountryCode } from "libphonenumber-js/min";
import metadata from "libphonenumber-js/metadata.min.json";
import { getCountries, getCountryCallingCode } from "libphonenumber-js/min";

import type { PhoneCountry } from "@marketplace/ui";

/**
 * The country-code list of the phone inputs: one entry per dialling code (the select's value), named by
 * its main country (libphonenumber's first country of the code, e.g. +44 United Kingdom, +1 United
 * States) in the visitor's language, or by the config's country when it shares the code.
 */
export function phoneCountries(locale: string, preferred: string | null): PhoneCountry[] {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  const wanted = (preferred ?? "").toUpperCase();
  return Object.entries(metadata.country_calling_codes)
    .flatMap(([code, countries]) => {
      const list: readonly string[] = countries;
      const main = list.includes(wanted) ? wanted : list[0];
      return main === undefined ? [] : [{ dialCode: `+${code}`, name: names.of(main) ?? main }];
    })
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** The dialling code of the config's country (`country`, ISO 3166 alpha-2), else +1. */
export function defaultDialCode(country: string | null | undefined): string {
  const code = (country ?? "").toUpperCase();
  return (getCountries() as string[]).includes(code)
    ? `+${getCountryCallingCode(code as CountryCode)}`
    : "+1";
}

/**
 * Splits a full phone into the dialling code in use and the national part.
 * @example splitPhone("+15550000001", "+1") // { dialCode: "+1", national: "5550000001" }
 */
export function nationalPart(phone: string, dialCode: string): string {
  return phone.startsWith(dialCode) ? phone.slice(dialCode.length) : phone.replace(/^\+/, "");
}
