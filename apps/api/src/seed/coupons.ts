/** Coupons of every type for each shopping module, and the platform's cashback offers. */
import type { DemoData } from "./demo-data";
import type { ModulePromotions } from "./promotions";
import { dateOffset } from "./demo-data";
import { slugify } from "./random";

/** Coupons of every type. */
export function addCoupons({ data, now, moduleType, moduleId, stores }: ModulePromotions): void {
  const upper = moduleType.toUpperCase();
  const couponStore = stores[0] ?? 0;
  const coupons: {
    code: string;
    title: string;
    type: string;
    discount: number;
    discountType: string;
    min: number;
    max: number;
    data: string | null;
    storeId: number | null;
    limit: number | null;
    expire: number;
  }[] = [
    {
      code: `${upper}10`,
      title: "10% off your order",
      type: "default",
      discount: 10,
      discountType: "percent",
      min: 15,
      max: 8,
      data: null,
      storeId: null,
      limit: 5,
      expire: 30,
    },
    {
      code: `${upper}FREESHIP`,
      title: "Free delivery",
      type: "free_delivery",
      discount: 0,
      discountType: "amount",
      min: 20,
      max: 0,
      data: null,
      storeId: null,
      limit: 3,
      expire: 20,
    },
    {
      code: `${upper}STORE5`,
      title: "5 off at a partner store",
      type: "store_wise",
      discount: 5,
      discountType: "amount",
      min: 25,
      max: 5,
      data: String(couponStore),
      storeId: couponStore,
      limit: 2,
      expire: 14,
    },
    {
      code: `${upper}ZONE15`,
      title: "15% off in Old Town and Riverside",
      type: "zone_wise",
      discount: 15,
      discountType: "percent",
      min: 30,
      max: 10,
      data: "[1,2]",
      storeId: null,
      limit: 2,
      expire: 10,
    },
    {
      code: `${upper}FIRST20`,
      title: "20% off your first order",
      type: "first_order",
      discount: 20,
      discountType: "percent",
      min: 10,
      max: 12,
      data: null,
      storeId: null,
      limit: 1,
      expire: 60,
    },
    {
      code: `${upper}OLD`,
      title: "Expired summer deal",
      type: "default",
      discount: 30,
      discountType: "percent",
      min: 10,
      max: 10,
      data: null,
      storeId: null,
      limit: 1,
      expire: -5,
    },
  ];
  for (const coupon of coupons) {
    data.coupons.push({
      id: data.coupons.length + 1,
      title: coupon.title,
      code: coupon.code,
      startDate: dateOffset(now, coupon.expire < 0 ? -60 : -7),
      expireDate: dateOffset(now, coupon.expire),
      minPurchase: coupon.min,
      maxDiscount: coupon.max,
      discount: coupon.discount,
      discountType: coupon.discountType,
      couponType: coupon.type,
      limit: coupon.limit,
      data: coupon.data,
      moduleId,
      customerId: ["all"],
      slug: slugify(coupon.code),
      storeId: coupon.storeId,
    });
  }
}

/** Cashback offers for every customer. */
export function addCashbacks(data: DemoData, now: Date): void {
  [
    ["Weekend cashback", "percent", 10, 20, 5],
    ["Big basket bonus", "amount", 3, 40, 3],
    ["Late-night treat", "percent", 5, 10, 2],
  ].forEach(([title, type, amount, min, max], index) => {
    data.cashbacks.push({
      id: index + 1,
      title: String(title),
      customerId: ["all"],
      cashbackType: String(type),
      sameUserLimit: 3,
      cashbackAmount: Number(amount),
      minPurchase: Number(min),
      maxDiscount: Number(max),
      startDate: dateOffset(now, -7),
      endDate: dateOffset(now, 21 + index * 7),
    });
  });
}
