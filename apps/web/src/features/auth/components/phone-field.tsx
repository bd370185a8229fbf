"use client";

import type { ComponentProps } from "react";
import { useMemo, useState } from "react";
import { useLocale } from "next-intl";

import { sanitizePhoneInput } from "@marketplace/domain";
import { PhoneInput } from "@marketplace/ui";

import { nationalPart, phoneCountries } from "../lib/phone-countries";

type PhoneFieldProps = Omit<
  ComponentProps<typeof PhoneInput>,
  "countries" | "dialCode" | "onDialCodeChange" | "value" | "onChange"
> & {
  /** The full number with its dialling code ('' while the national part is empty). */
  value: string;
  onChange: (phone: string) => void;
  initialDialCode: string;
  /** The config's country (ISO alpha-2), first in its group. */
  country: string | null;
};

/**
 * A country-code phone input that reports the whole number (`+1` + national digits). The country
 * dropdown is enabled only when `countryPickerEnabled` (config country_picker_status 1).
 */
export function PhoneField({
  value,
  onChange,
  initialDialCode,
  country,
  ...props
}: PhoneFieldProps) {
  const locale = useLocale();
  const countries = useMemo(() => phoneCountries(locale, country), [locale, country]);
  const [dialCode, setDialCode] = useState(initialDialCode);
  const national = nationalPart(value, dialCode);
  const compose = (code: string, digits: string) => {
    const clean = sanitizePhoneInput(digits).replace(/^\+/, "");
    onChange(clean === "" ? "" : `${code}${clean}`);
  };
  return (
    <PhoneInput
      {...props}
      countries={countries}
      dialCode={dialCode}
      onDialCodeChange={(code) => {
        setDialCode(code);
        compose(code, national);
      }}
      value={national}
      onChange={(event) => compose(dialCode, event.target.value)}
    />
  );
}
