// Who may order with a prescription (A3, A5, A9): a pharmacy store that takes prescription orders, while
// the business has prescription orders on.

import type { ModuleType } from "../modules/module-selection";

/**
 * The 'Order with prescription' entry shows on a pharmacy store whose `prescription_order` is on, when the
 * config's `prescription_order_status` is on.
 * @example acceptsPrescriptionOrder({ moduleType: "pharmacy", storeFlag: true, configFlag: true }) // true
 */
export function acceptsPrescriptionOrder(input: {
  moduleType: ModuleType | null | undefined;
  storeFlag: boolean | null | undefined;
  configFlag: boolean | null | undefined;
}): boolean {
  return input.moduleType === "pharmacy" && input.storeFlag === true && input.configFlag === true;
}
