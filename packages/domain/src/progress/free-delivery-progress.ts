// Single source of truth for the free-delivery progress bar (D9): subtotal / free_delivery_over, clamped 0–100.

import type { MinorUnits } from "../money/to-minor-units";
import { DomainInputError } from "../errors/domain-input-error";

export type FreeDeliveryProgress =
  | { code: "free_delivery_not_offered" }
  | { code: "free_delivery_progress"; percent: number; remaining: MinorUnits }
  | { code: "free_delivery_reached"; percent: 100; remaining: 0 };

function assertNonNegativeInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new DomainInputError(
      "invalid_amount",
      `${name} must be non-negative minor units, got ${String(value)}`,
      value,
    );
  }
}

/**
 * Free-delivery progress = cart subtotal divided by free_delivery_over, clamped 0 to 100 percent,
 * plus the amount still missing. No threshold (null or 0) means free delivery is not offered.
 * @example freeDeliveryProgress(2500, 10000) // { code: "free_delivery_progress", percent: 25, remaining: 7500 }
 */
export function freeDeliveryProgress(
  subtotal: MinorUnits,
  freeDeliveryOver: MinorUnits | null,
): FreeDeliveryProgress {
  assertNonNegativeInteger(subtotal, "subtotal");
  if (freeDeliveryOver === null || freeDeliveryOver === 0)
    return { code: "free_delivery_not_offered" };
  assertNonNegativeInteger(freeDeliveryOver, "free_delivery_over");
  if (subtotal >= freeDeliveryOver)
    return { code: "free_delivery_reached", percent: 100, remaining: 0 };
  const percent = Math.min(100, Math.max(0, (subtotal / freeDeliveryOver) * 100));
  return { code: "free_delivery_progress", percent, remaining: freeDeliveryOver - subtotal };
}
