import type { CurrencyFormat } from "../money/format-money";

/** Dollar on the left, two decimals (the demo config). */
export const usdLeft: CurrencyFormat = { symbol: "$", direction: "left", digits: 2 };
/** A symbol written after the amount, three decimals. */
export const kwdRight: CurrencyFormat = { symbol: "KD", direction: "right", digits: 3 };
/** A currency without decimals. */
export const yenLeft: CurrencyFormat = { symbol: "¥", direction: "left", digits: 0 };
