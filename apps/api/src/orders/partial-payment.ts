import type { OrderPlaceBody } from "@marketplace/api-client";
import type { PartialRestMethod } from "@marketplace/domain";
import { partialRestAllowed, toMinorUnits, walletPartialPayment } from "@marketplace/domain";

import type { View } from "../catalog/view";
import { refuse } from "./place-input";

const isOn = (value: unknown) => value === 1 || value === "1" || value === true;

/** The config's partial payment switch and the methods that may pay the rest. */
function partialConfig(view: View) {
  return {
    enabled:
      isOn(view.ref.settings.partial_payment_status) &&
      isOn(view.ref.settings.customer_wallet_status ?? 1),
    method: view.ref.settings.partial_payment_method as string | null | undefined,
  };
}

/** The method that pays the rest of a partial payment (the wallet pays no rest). */
function restMethod(body: OrderPlaceBody): PartialRestMethod | null {
  return body.payment_method === "wallet" ? null : body.payment_method;
}

/**
 * A `partial_payment` request checked before the placing lock: a signed-in customer, the config's
 * partial payment on, and a rest method `partial_payment_method` allows. Nothing for other orders.
 */
export function checkPartialRequest(view: View, body: OrderPlaceBody, signedIn: boolean): void {
  if (body.partial_payment !== true) return;
  if (!signedIn) throw refuse(403, "payment_method", "Sign in to pay with the wallet.");
  const config = partialConfig(view);
  if (!config.enabled) throw refuse(403, "partial_payment", "Partial payment is not available.");
  const method = restMethod(body);
  if (method === null || !partialRestAllowed(config.method, method))
    throw refuse(
      403,
      "partial_payment",
      "The rest of a partial payment can not be paid with this method.",
    );
}

/**
 * The wallet's part of a partial payment, major units, from the balance read under the placing lock
 * (0 for other orders): the domain's `walletPartialPayment`. 203 when the wallet is empty or covers
 * the whole order (then the order is paid with the wallet alone).
 */
export function walletPart(input: {
  view: View;
  body: OrderPlaceBody;
  balance: number;
  total: number;
  digits: number;
}): number {
  const { body, digits } = input;
  if (body.partial_payment !== true) return 0;
  const method = restMethod(body);
  const config = partialConfig(input.view);
  if (method === null) throw refuse(403, "partial_payment", "Partial payment is not available.");
  const outcome = walletPartialPayment({
    enabled: config.enabled,
    configMethod: config.method,
    method,
    balance: toMinorUnits(input.balance, digits),
    total: toMinorUnits(input.total, digits),
  });
  if (outcome.code === "partial_payment") return input.balance;
  if (outcome.code === "wallet_empty")
    throw refuse(203, "partial_payment", "Your wallet balance is insufficient.");
  if (outcome.code === "wallet_covers_total")
    throw refuse(
      203,
      "partial_payment",
      "Your wallet balance covers this order: pay it with the wallet.",
    );
  throw refuse(403, "partial_payment", "Partial payment is not available.");
}
