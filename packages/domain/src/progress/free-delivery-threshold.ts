// Single source of truth for which free-delivery threshold the progress bar uses (D3, D9).

import type { Config } from "@marketplace/api-client";

import type { MinorUnits } from "../money/to-minor-units";
import { toMinorUnits } from "../money/to-minor-units";

/**
 * The `free_delivery_over` threshold in minor units: the config's `free_delivery_over`, else the
 * `admin_free_delivery` one when its status is on; null (not offered) when neither is above 0.
 * @example freeDeliveryThreshold({ free_delivery_over: 100 }, 2) // 10000
 */
export function freeDeliveryThreshold(
  config: Pick<Config, "free_delivery_over" | "admin_free_delivery"> | null | undefined,
  digits: number,
): MinorUnits | null {
  const direct = config?.free_delivery_over;
  if (direct !== null && direct !== undefined && direct > 0) return toMinorUnits(direct, digits);
  const admin = config?.admin_free_delivery;
  const fromAdmin = admin?.status === true ? admin.free_delivery_over : null;
  return fromAdmin !== null && fromAdmin !== undefined && fromAdmin > 0
    ? toMinorUnits(fromAdmin, digits)
    : null;
}
