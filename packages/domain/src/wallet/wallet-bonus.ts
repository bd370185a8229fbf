// Single source of truth for the wallet top-up bonus (customer/wallet/bonuses, add-fund): the bonus a
// top-up earns, in exact minor units.

import type { WalletBonus } from "@marketplace/api-client";

import type { MinorUnits } from "../money/to-minor-units";
import { DomainInputError } from "../errors/domain-input-error";
import { parseDecimal } from "../money/parse-decimal";
import { roundMinorUnits, toMinorUnits } from "../money/to-minor-units";

type BonusOffer = Pick<
  WalletBonus,
  "bonus_type" | "bonus_amount" | "minimum_add_amount" | "maximum_bonus_amount"
>;

/**
 * The bonus one offer gives on a top-up of `addAmount` (minor units): nothing below
 * `minimum_add_amount`; bonus_type 'amount' gives the fixed amount, anything else ('percentage') reads as
 * percent of the top-up, capped by `maximum_bonus_amount` when above 0.
 * @example walletBonus({ bonus_type: "percentage", bonus_amount: 10, minimum_add_amount: 50, maximum_bonus_amount: 20 }, 5000, 2) // 500
 */
export function walletBonus(bonus: BonusOffer, addAmount: MinorUnits, digits: number): MinorUnits {
  if (!Number.isSafeInteger(addAmount) || addAmount < 0) {
    throw new DomainInputError(
      "invalid_amount",
      `Top-up amount must be non-negative minor units, got ${String(addAmount)}`,
      addAmount,
    );
  }
  if (addAmount < toMinorUnits(bonus.minimum_add_amount ?? 0, digits)) return 0;
  const value = bonus.bonus_amount ?? 0;
  if (bonus.bonus_type === "amount") return toMinorUnits(value, digits);
  const percent = Math.min(100, parseDecimal(value));
  if (percent < 0)
    throw new DomainInputError("negative_amount", "Bonus percent is negative", value);
  const cap = toMinorUnits(bonus.maximum_bonus_amount ?? 0, digits);
  const amount = roundMinorUnits((addAmount * percent) / 100);
  return cap > 0 ? Math.min(amount, cap) : amount;
}

/**
 * The largest bonus any of the offers gives on the top-up (0 when none applies).
 * @example bestWalletBonus([tenPercentUpTo20], 30000, 2) // 2000
 */
export function bestWalletBonus(
  bonuses: readonly BonusOffer[],
  addAmount: MinorUnits,
  digits: number,
): MinorUnits {
  return bonuses.reduce((best, bonus) => Math.max(best, walletBonus(bonus, addAmount, digits)), 0);
}
