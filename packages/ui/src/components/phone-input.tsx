import type { ComponentProps } from "react";
import { ChevronDown } from "lucide-react";

import { cx } from "../lib/cx";
import { inputClassName } from "./input";

type PhoneCountry = {
  /** Dialling code with its plus sign, e.g. '+880'. */
  dialCode: string;
  /** Visible name in the list, e.g. 'Bangladesh'. */
  name: string;
};

type PhoneInputProps = Omit<ComponentProps<"input">, "type"> & {
  countries: readonly PhoneCountry[];
  /** The selected dialling code, e.g. '+880'. */
  dialCode: string;
  onDialCodeChange?: (dialCode: string) => void;
  /** The country dropdown is disabled unless this is true (config country_picker_status = 1). */
  countryPickerEnabled?: boolean;
  /** Accessible name of the country dropdown. */
  countryLabel?: string;
};

/** The input's look for the country select, without its width and inline padding (set beside it). */
const selectClassName = inputClassName.replace(/(^| )(w-full|px-3)(?= |$)/g, "");

/** A phone number input with a country-code dropdown in front of it. */
function PhoneInput({
  countries,
  dialCode,
  onDialCodeChange,
  countryPickerEnabled = false,
  countryLabel = "Country code",
  className,
  disabled,
  ...props
}: PhoneInputProps) {
  return (
    <div data-slot="phone-input" className="flex w-full gap-2" dir="ltr">
      <div className="relative shrink-0">
        <select
          aria-label={countryLabel}
          className={cx(selectClassName, "w-28 cursor-pointer appearance-none ps-3 pe-8")}
          value={dialCode}
          disabled={disabled === true || !countryPickerEnabled}
          onChange={(event) => onDialCodeChange?.(event.target.value)}
        >
          {countries.map((country) => (
            <option key={`${country.dialCode}-${country.name}`} value={country.dialCode}>
              {country.dialCode} {country.name}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="text-muted-foreground pointer-events-none absolute inset-y-0 end-2 my-auto size-4"
        />
      </div>
      <input
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        className={cx(inputClassName, className)}
        disabled={disabled}
        {...props}
      />
    </div>
  );
}

export { PhoneInput };
export type { PhoneCountry, PhoneInputProps };
