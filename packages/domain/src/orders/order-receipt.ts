// Single source of truth for an order's receipt as the customer sees it in the order details (A7).

import type { Order, OrderDetail } from "@marketplace/api-client";

import type { MinorUnits } from "../money/to-minor-units";
import { toMinorUnits } from "../money/to-minor-units";

export interface OrderReceipt {
  /** Σ unit price (options included, before discount) × quantity. */
  items: MinorUnits;
  addOns: MinorUnits;
  /** Item and store discounts. */
  discount: MinorUnits;
  coupon: MinorUnits;
  /** The new customer's first-order discount (`first_order_discount`), taken off before tax. */
  firstOrder: MinorUnits;
  tax: MinorUnits;
  delivery: MinorUnits;
  tips: MinorUnits;
  packaging: MinorUnits;
  additional: MinorUnits;
  /** What the server charged (`order_amount`). */
  total: MinorUnits;
}

const minor = (value: number | null | undefined, digits: number): MinorUnits =>
  toMinorUnits(value ?? 0, digits);

/**
 * The receipt lines of an order from its detail rows (price × quantity, add-ons, each line's discount) and
 * its charges (coupon, first-order discount, tax, delivery, tips, packaging, additional charge); the total is the server's
 * `order_amount`, never recomputed.
 * @example orderReceipt({ order_amount: 26.48, … }, [{ price: 12, quantity: 2, … }], 2).items // 2400
 */
export function orderReceipt(
  order: Pick<
    Order,
    | "order_amount"
    | "coupon_discount_amount"
    | "first_order_discount"
    | "store_discount_amount"
    | "total_tax_amount"
    | "delivery_charge"
    | "dm_tips"
    | "extra_packaging_amount"
    | "additional_charge"
  >,
  details: readonly Pick<
    OrderDetail,
    "price" | "quantity" | "total_add_on_price" | "discount_on_item"
  >[],
  digits: number,
): OrderReceipt {
  const sum = (pick: (detail: (typeof details)[number]) => MinorUnits) =>
    details.reduce((total, detail) => total + pick(detail), 0);
  const lineDiscounts = sum((detail) => minor(detail.discount_on_item, digits));
  return {
    items: sum((detail) => minor(detail.price, digits) * Math.max(0, detail.quantity ?? 0)),
    addOns: sum((detail) => minor(detail.total_add_on_price, digits)),
    discount: lineDiscounts > 0 ? lineDiscounts : minor(order.store_discount_amount, digits),
    coupon: minor(order.coupon_discount_amount, digits),
    firstOrder: minor(order.first_order_discount, digits),
    tax: minor(order.total_tax_amount, digits),
    delivery: minor(order.delivery_charge, digits),
    tips: minor(order.dm_tips, digits),
    packaging: minor(order.extra_packaging_amount, digits),
    additional: minor(order.additional_charge, digits),
    total: minor(order.order_amount, digits),
  };
}

/**
 * The receipt's lines added up as the details list them: items and add-ons, less the discounts (item or
 * store, coupon, first order), plus tax and the charges. For an order whose tax is added (not included)
 * this is its `total`.
 * @example receiptLinesSum(orderReceipt(order, details, 2)) === orderReceipt(order, details, 2).total
 */
export function receiptLinesSum(receipt: OrderReceipt): MinorUnits {
  return (
    receipt.items +
    receipt.addOns -
    receipt.discount -
    receipt.coupon -
    receipt.firstOrder +
    receipt.tax +
    receipt.delivery +
    receipt.tips +
    receipt.packaging +
    receipt.additional
  );
}
