// Single source of truth for who may use a coupon where (contract: `coupon/apply` 404/406/403, and
// the same rule again when the order is placed): dates, customer list, store, zone, first order, the
// per-customer limit, and guests.

/** What the rule reads of a coupon. Dates are `YYYY-MM-DD`. */
export interface CouponTerms {
  coupon_type: string | null | undefined;
  start_date: string;
  expire_date: string;
  /** Customer ids as strings, or `"all"`. */
  customer_id: readonly string[];
  store_id: number | null | undefined;
  /** The zones of a `zone_wise` coupon. */
  zone_ids: readonly number[];
  /** Uses per customer (null or ≤ 0: no limit). */
  limit: number | null | undefined;
}

/** The signed-in customer's history, counted where the order is placed (null: a guest). */
export interface CouponCustomer {
  id: number;
  /** Orders that were not canceled or failed. */
  liveOrders: number;
  /** Of those, the ones that used this coupon. */
  usesOfCode: number;
}

export type CouponEligibility =
  | { code: "coupon_eligible" }
  | { code: "coupon_not_started" }
  | { code: "coupon_expired" }
  | { code: "coupon_sign_in_required" }
  | { code: "coupon_not_for_customer" }
  | { code: "coupon_not_for_store" }
  | { code: "coupon_not_for_zone" }
  | { code: "coupon_first_order_only" }
  | { code: "coupon_limit_reached"; limit: number };

/**
 * Whether `customer` may use the coupon at `store` on `today`, checked in this order: not started or
 * expired; a guest never (limits and first orders are counted per account); a customer list without
 * `"all"` must name the customer; a `store_wise` coupon only at its store, a `zone_wise` one only at a
 * store of its zones; a `first_order` coupon only without a live order; at most `limit` live uses.
 * @example couponEligibility({ coupon_type: "first_order", start_date: "2026-01-01", expire_date: "2026-12-31", customer_id: ["all"], store_id: null, zone_ids: [], limit: 1 }, { id: 7, liveOrders: 3, usesOfCode: 0 }, { id: 1, zoneId: 1 }, "2026-06-01") // { code: "coupon_first_order_only" }
 */
export function couponEligibility(
  coupon: CouponTerms,
  customer: CouponCustomer | null,
  store: { id: number; zoneId: number },
  today: string,
): CouponEligibility {
  if (coupon.start_date > today) return { code: "coupon_not_started" };
  if (coupon.expire_date < today) return { code: "coupon_expired" };
  if (customer === null) return { code: "coupon_sign_in_required" };
  if (!coupon.customer_id.includes("all") && !coupon.customer_id.includes(String(customer.id)))
    return { code: "coupon_not_for_customer" };
  if (coupon.coupon_type === "store_wise" && coupon.store_id !== store.id)
    return { code: "coupon_not_for_store" };
  if (coupon.coupon_type === "zone_wise" && !coupon.zone_ids.includes(store.zoneId))
    return { code: "coupon_not_for_zone" };
  if (coupon.coupon_type === "first_order" && customer.liveOrders > 0)
    return { code: "coupon_first_order_only" };
  const limit = coupon.limit ?? 0;
  if (limit > 0 && customer.usesOfCode >= limit) return { code: "coupon_limit_reached", limit };
  return { code: "coupon_eligible" };
}
