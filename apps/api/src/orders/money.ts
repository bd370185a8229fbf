import { decimalDigitsSetting } from "@marketplace/domain";

import type { Reference } from "../catalog/reference";

export { fromMinorUnits as fromMinor } from "@marketplace/domain";

/** `digit_after_decimal_point` from the business settings, read by the domain's one rule (0–6, else 2). */
export function decimalDigits(ref: Pick<Reference, "settings">): number {
  return decimalDigitsSetting(ref.settings.digit_after_decimal_point);
}
