import { and, eq, notInArray, sql } from "drizzle-orm";

import type { CouponCustomer, CouponEligibility, CouponTerms } from "@marketplace/domain";
import { decodeZoneIds } from "@marketplace/api-client";
import { couponEligibility } from "@marketplace/domain";

import type { CouponRow } from "../catalog/reference";
import type { Db } from "../db/client";
import { orders } from "../db/schema";
import { ApiError } from "../lib/errors";

/** Statuses that do not count as a placed order for first-order coupons and limits. */
const deadStatuses = ["canceled", "failed"];

/** The domain's coupon terms from the server's coupon row. */
export function couponTerms(row: CouponRow): CouponTerms {
  return {
    coupon_type: row.couponType,
    start_date: row.startDate,
    expire_date: row.expireDate,
    customer_id: row.customerId,
    store_id: row.storeId,
    zone_ids: row.couponType === "zone_wise" ? (decodeZoneIds(row.data) ?? []) : [],
    limit: row.limit,
  };
}

/**
 * The customer's live orders and uses of `code`, in one read. Inside the placing transaction (after the
 * customer's row lock) it counts every order committed before, so concurrent orders are counted in turn.
 */
export async function couponCustomer(
  db: Db,
  userId: number,
  code: string,
): Promise<CouponCustomer> {
  const [row] = await db
    .select({
      live: sql<number>`count(*)::int`,
      uses: sql<number>`(count(*) filter (where ${orders.couponCode} = ${code}))::int`,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.orderStatus, deadStatuses)));
  return { id: userId, liveOrders: Number(row?.live ?? 0), usesOfCode: Number(row?.uses ?? 0) };
}

const refusals: Record<Exclude<CouponEligibility["code"], "coupon_eligible">, [number, string]> = {
  coupon_not_started: [406, "The coupon is not valid."],
  // 406, the backend's coupon status that fetch can read (407 is a proxy-auth status fetch refuses).
  coupon_expired: [406, "The coupon has expired."],
  coupon_sign_in_required: [403, "Sign in to use this coupon."],
  coupon_not_for_customer: [403, "This coupon is not valid for your account."],
  coupon_not_for_store: [403, "This coupon is not valid for this store."],
  coupon_not_for_zone: [403, "This coupon is not valid for this store."],
  coupon_first_order_only: [403, "This coupon is only for your first order."],
  coupon_limit_reached: [406, "You have reached the usage limit of this coupon."],
};

/**
 * Decides with the domain's `couponEligibility` whether the caller (a customer id, or null for a guest)
 * may use the coupon at the store today; throws the route's answer when not. `coupon/apply` and
 * `order/place` (inside its transaction) both call this.
 */
export async function requireEligibleCoupon(
  db: Db,
  coupon: CouponRow,
  customerId: number | null,
  store: { id: number; zoneId: number },
  today: string,
): Promise<void> {
  const terms = couponTerms(coupon);
  // Dates, customer list, store and zone first: only an otherwise usable coupon costs the count.
  const early = couponEligibility(
    terms,
    customerId === null ? null : { id: customerId, liveOrders: 0, usesOfCode: 0 },
    store,
    today,
  );
  const outcome =
    early.code === "coupon_eligible" && customerId !== null
      ? couponEligibility(terms, await couponCustomer(db, customerId, coupon.code), store, today)
      : early;
  if (outcome.code === "coupon_eligible") return;
  const [status, message] = refusals[outcome.code];
  throw ApiError.of(status, "coupon", message);
}
