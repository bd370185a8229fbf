// Single source of truth for the Buy Now and Order Now buttons' destination (D2, A4 checkout entry).

export type BuyNowKind = "buy_now" | "campaign";

export type BuyNowTarget =
  { code: "checkout"; href: string } | { code: "guest_prompt"; href: string } | { code: "sign_in" };

/** The longest `line` parameter a buy-now link carries (the checkout refuses longer ones). */
export const BUY_NOW_LINE_MAX_LENGTH = 2000;

/**
 * The checkout of one line: `/checkout?page=buy_now|campaign&line=<the cart/add body as JSON>`.
 * @example buyNowHref("buy_now", { item_id: 1 }) // "/checkout?page=buy_now&line=%7B%22item_id%22%3A1%7D"
 */
export function buyNowHref(kind: BuyNowKind, body: unknown): string {
  const params = new URLSearchParams({ page: kind, line: JSON.stringify(body) });
  return `/checkout?${params.toString()}`;
}

/**
 * Order Now (a campaign item) needs a signed-in customer, else the sign-in modal opens. Buy Now follows the
 * checkout entry rule: signed in goes to the checkout; a guest with guest_checkout_status 1 gets the guest
 * prompt on the checkout; otherwise the sign-in modal opens.
 * @example buyNowTarget({ kind: "campaign", signedIn: false, guestCheckoutStatus: 1, body }) // { code: "sign_in" }
 */
export function buyNowTarget(input: {
  kind: BuyNowKind;
  signedIn: boolean;
  guestCheckoutStatus: number | boolean | null | undefined;
  body: unknown;
}): BuyNowTarget {
  const href = buyNowHref(input.kind, input.body);
  if (input.signedIn) return { code: "checkout", href };
  if (input.kind === "campaign") return { code: "sign_in" };
  if (input.guestCheckoutStatus === 1 || input.guestCheckoutStatus === true)
    return { code: "guest_prompt", href: `${href}&prompt=guest` };
  return { code: "sign_in" };
}
