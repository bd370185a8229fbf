// Single source of truth for which shipping rule prices a delivery (contract: the zone-module pivot
// per_km_shipping_charge, minimum_shipping_charge, maximum_shipping_charge, else the store's own values).

import type { ShippingRule } from "../checkout/checkout-totals";

/** Per-km charge, minimum and maximum in major units, each possibly unset (a row or a store that leaves it empty). */
export interface ShippingRuleValues {
  perKmCharge: number | null | undefined;
  minimumCharge: number | null | undefined;
  maximumCharge: number | null | undefined;
}

/**
 * The zone's module values, falling back to the store's value field by field: a module row that leaves
 * its maximum empty keeps the store's maximum. No value at all: no per-km charge, no minimum, no maximum.
 * @example zoneShippingRule({ perKmCharge: 0.6, minimumCharge: 1.5, maximumCharge: null }, { perKmCharge: 0.5, minimumCharge: 2, maximumCharge: 9 }) // { perKmCharge: 0.6, minimumCharge: 1.5, maximumCharge: 9 }
 */
export function zoneShippingRule(
  zoneModule: ShippingRuleValues | null | undefined,
  store: ShippingRuleValues,
): ShippingRule {
  return {
    perKmCharge: zoneModule?.perKmCharge ?? store.perKmCharge ?? 0,
    minimumCharge: zoneModule?.minimumCharge ?? store.minimumCharge ?? 0,
    maximumCharge: zoneModule?.maximumCharge ?? store.maximumCharge ?? null,
  };
}
