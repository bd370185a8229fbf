// Single source of truth for what a coupon offers and where it applies, as the coupons page shows it
// (issue 18 item 4: type, value, minimum purchase, validity, store or zone scope).

/** What the summary reads of a coupon (the SDK's `Coupon`). */
export interface CouponFacts {
  coupon_type?: string | null | undefined;
  discount?: number | null | undefined;
  discount_type?: string | null | undefined;
  min_purchase?: number | null | undefined;
  max_discount?: number | null | undefined;
  start_date?: string | null | undefined;
  expire_date?: string | null | undefined;
  /** store_wise: the store id; zone_wise: the zone ids as JSON text (`"[1,2]"`). */
  data?: unknown;
  store_id?: number | null | undefined;
  store?: { id: number; name?: string | null | undefined } | null | undefined;
}

export const COUPON_KINDS = [
  "default",
  "free_delivery",
  "first_order",
  "store_wise",
  "zone_wise",
] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export type CouponValue =
  | { code: "free_delivery" }
  | { code: "percent"; percent: number; maxDiscount: number | null }
  | { code: "amount"; amount: number };

export type CouponScope =
  | { code: "everywhere" }
  | { code: "store"; storeId: number | null; storeName: string | null }
  | { code: "zones"; zoneIds: number[] };

export interface CouponSummary {
  kind: CouponKind;
  value: CouponValue;
  /** The least the items must cost (null: no minimum). */
  minPurchase: number | null;
  /** `YYYY-MM-DD` or null. */
  validFrom: string | null;
  validUntil: string | null;
  scope: CouponScope;
}

const positive = (value: number | null | undefined): number | null =>
  typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;

const dateOnly = (value: string | null | undefined): string | null => {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(value ?? "");
  return match ? match[0] : null;
};

/** Zone ids of a zone_wise coupon's `data` (JSON text or a list); anything else gives none. */
function zoneIdsOf(data: unknown): number[] {
  let list: unknown = data;
  if (typeof data === "string") {
    try {
      list = JSON.parse(data);
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? list.map(Number).filter((id) => Number.isInteger(id) && id > 0) : [];
}

/**
 * A coupon's kind, value ('free delivery', a percent with its cap, or an amount), minimum purchase,
 * validity dates and scope (one store, some zones, or everywhere). An unknown type reads as `default`.
 * @example couponSummary({ coupon_type: "default", discount: 10, discount_type: "percent", max_discount: 8 }).value // { code: "percent", percent: 10, maxDiscount: 8 }
 */
export function couponSummary(coupon: CouponFacts): CouponSummary {
  const kind: CouponKind =
    COUPON_KINDS.find((candidate) => candidate === coupon.coupon_type) ?? "default";
  const discount = positive(coupon.discount) ?? 0;
  const value: CouponValue =
    kind === "free_delivery"
      ? { code: "free_delivery" }
      : coupon.discount_type === "percent"
        ? { code: "percent", percent: discount, maxDiscount: positive(coupon.max_discount) }
        : { code: "amount", amount: discount };
  const scope: CouponScope =
    kind === "store_wise"
      ? {
          code: "store",
          storeId: coupon.store?.id ?? coupon.store_id ?? null,
          storeName: coupon.store?.name ?? null,
        }
      : kind === "zone_wise"
        ? { code: "zones", zoneIds: zoneIdsOf(coupon.data) }
        : { code: "everywhere" };
  return {
    kind,
    value,
    minPurchase: positive(coupon.min_purchase),
    validFrom: dateOnly(coupon.start_date),
    validUntil: dateOnly(coupon.expire_date),
    scope,
  };
}
