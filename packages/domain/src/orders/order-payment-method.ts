// How an order reports its payment (contract: `customer/order/track` carries `payments`; the payment-method
// switch changes "the unpaid part of a partial payment"): a partial wallet payment is reported as
// `payment_method: "partial_payment"` with its two parts, the wallet's (paid) and the rest's.

import type { Order } from "@marketplace/api-client";

import { fromMinorUnits, toMinorUnits } from "../money/to-minor-units";

/** One part of an order's payment (`payments[]`). */
export interface OrderPaymentPart {
  payment_method: string;
  amount: number;
  payment_status: "paid" | "unpaid";
}

/** The method an order reports. */
export interface ReportedPayment {
  payment_method: string;
  payments: OrderPaymentPart[];
}

/**
 * What an order reports as its payment: with a wallet part (`walletPaid` > 0) it is `partial_payment`, the
 * wallet's part paid and the rest (`total` − `walletPaid`) due by `method`; otherwise `method`, no parts.
 * @example reportedPayment({ method: "cash_on_delivery", total: 26.48, walletPaid: 10, restPaid: false }, 2).payments[1] // { payment_method: "cash_on_delivery", amount: 16.48, payment_status: "unpaid" }
 */
export function reportedPayment(
  input: { method: string; total: number; walletPaid: number; restPaid: boolean },
  digits: number,
): ReportedPayment {
  const wallet = toMinorUnits(input.walletPaid, digits);
  if (wallet <= 0) return { payment_method: input.method, payments: [] };
  const rest = toMinorUnits(input.total, digits) - wallet;
  return {
    payment_method: "partial_payment",
    payments: [
      { payment_method: "wallet", amount: fromMinorUnits(wallet, digits), payment_status: "paid" },
      {
        payment_method: input.method,
        amount: fromMinorUnits(rest, digits),
        payment_status: input.restPaid ? "paid" : "unpaid",
      },
    ],
  };
}

/**
 * The method that pays what is due: the order's own, or for a `partial_payment` the rest's (the part that is
 * not the wallet's); "" when a partial order names no rest.
 * @example duePaymentMethod({ payment_method: "partial_payment", payments: [{ payment_method: "wallet" }, { payment_method: "digital_payment" }] }) // "digital_payment"
 */
export function duePaymentMethod(order: Pick<Order, "payment_method" | "payments">): string {
  const method = order.payment_method ?? "";
  if (method !== "partial_payment") return method;
  return order.payments?.find((part) => part.payment_method !== "wallet")?.payment_method ?? "";
}
