// Single source of truth for the wallet page's add-fund amount and the loyalty page's point transfer
// (customer/wallet/add-fund, customer/loyalty-point/point-transfer): what a customer may send.

import type { MinorUnits } from "../money/to-minor-units";
import { fromMinorUnits, toMinorUnits } from "../money/to-minor-units";

/** The largest top-up the API accepts at once (add-fund answers 403 above it). */
export const MAX_ADD_FUND_AMOUNT = 10_000;
/** The smallest top-up (add-fund: `amount` numeric, min 1). */
export const MIN_ADD_FUND_AMOUNT = 1;

const DECIMAL_INPUT = /^\d{1,9}(?:\.\d*)?$|^\.\d+$/;

export type AddFundAmountCheck =
  | { code: "ok"; minor: MinorUnits; amount: number }
  | { code: "add_fund_amount_required" | "add_fund_amount_invalid" }
  | { code: "add_fund_amount_min"; min: number }
  | { code: "add_fund_amount_max"; max: number };

/**
 * Reads the typed top-up amount: required, a plain decimal, at least 1 and at most 10000, rounded once
 * (half up) to the configured decimals.
 * @example checkAddFundAmount("50", 2) // { code: "ok", minor: 5000, amount: 50 }
 */
export function checkAddFundAmount(text: string, digits: number): AddFundAmountCheck {
  const value = text.trim();
  if (value === "") return { code: "add_fund_amount_required" };
  if (!DECIMAL_INPUT.test(value)) return { code: "add_fund_amount_invalid" };
  const minor = toMinorUnits(value, digits);
  if (minor < toMinorUnits(MIN_ADD_FUND_AMOUNT, digits))
    return { code: "add_fund_amount_min", min: MIN_ADD_FUND_AMOUNT };
  if (minor > toMinorUnits(MAX_ADD_FUND_AMOUNT, digits))
    return { code: "add_fund_amount_max", max: MAX_ADD_FUND_AMOUNT };
  return { code: "ok", minor, amount: fromMinorUnits(minor, digits) };
}

export type PointTransferCheck =
  | { code: "ok"; points: number }
  | { code: "point_transfer_required" | "point_transfer_whole" }
  | { code: "point_transfer_min"; min: number }
  | { code: "point_transfer_balance"; balance: number };

/**
 * Reads the points to convert: required, a whole number, at least the config's
 * `loyalty_point_minimum_point` (and at least 1), at most the customer's points.
 * @example checkPointTransfer("150", { minimum: 100, balance: 400 }) // { code: "ok", points: 150 }
 */
export function checkPointTransfer(
  text: string,
  { minimum, balance }: { minimum: number; balance: number },
): PointTransferCheck {
  const value = text.trim();
  if (value === "") return { code: "point_transfer_required" };
  if (!/^\d{1,9}$/.test(value)) return { code: "point_transfer_whole" };
  const points = Number(value);
  const min = Math.max(1, Math.ceil(minimum));
  if (points < min) return { code: "point_transfer_min", min };
  if (points > balance) return { code: "point_transfer_balance", balance };
  return { code: "ok", points };
}

/**
 * A ledger line's signed amount: a credit adds (`in`), a debit takes away (`out`), in minor units.
 * @example transactionAmount({ credit: 55, debit: 0 }, 2) // { direction: "in", minor: 5500 }
 */
export function transactionAmount(
  line: { credit?: number | null; debit?: number | null },
  digits: number,
): { direction: "in" | "out"; minor: MinorUnits } {
  const credit = toMinorUnits(line.credit ?? 0, digits);
  const debit = toMinorUnits(line.debit ?? 0, digits);
  return credit >= debit
    ? { direction: "in", minor: credit - debit }
    : { direction: "out", minor: debit - credit };
}
