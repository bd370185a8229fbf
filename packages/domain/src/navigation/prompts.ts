// Single source of truth for who sees the floating cashback button, the review prompt, the welcome offer
// and the guest id request (D2, D6, A4).

import type { Profile } from "@marketplace/api-client";

/**
 * The floating cashback button shows when signed in and not in parcel.
 * @example showsCashbackButton({ signedIn: true, moduleType: "food" }) // true
 */
export function showsCashbackButton(input: {
  signedIn: boolean;
  moduleType: string | null | undefined;
}): boolean {
  return input.signedIn && input.moduleType !== "parcel";
}

/**
 * The review prompt appears for a signed-in user with a last order awaiting review; 'Give Review' goes to
 * /rate-and-review/{order id}.
 * @example reviewPrompt({ signedIn: true, pending: { order_id: 100045 } }) // { href: "/rate-and-review/100045", orderId: 100045 }
 */
export function reviewPrompt(input: {
  signedIn: boolean;
  pending: { order_id?: number | null | undefined } | null | undefined;
}): { href: string; orderId: number } | null {
  const orderId = input.pending?.order_id;
  if (!input.signedIn || orderId === null || orderId === undefined) return null;
  return { href: `/rate-and-review/${String(orderId)}`, orderId };
}

/**
 * The welcome modal (for new sign-ups, from a stored flag) may mention a first-order discount and its
 * validity (is_valid_for_discount, validity).
 * @example welcomeOffer({ is_valid_for_discount: true, validity: "7 days" }) // { code: "first_order_discount", validity: "7 days" }
 */
export function welcomeOffer(
  profile: Pick<Profile, "is_valid_for_discount" | "validity"> | null | undefined,
): { code: "first_order_discount"; validity: string | null } | null {
  if (profile?.is_valid_for_discount !== true) return null;
  const validity = profile.validity;
  return {
    code: "first_order_discount",
    validity: validity === null || validity === undefined ? null : String(validity),
  };
}

/**
 * A guest without a stored guest_id requests one (then loads the guest cart); signed-in users do not.
 * @example needsGuestId({ hasToken: false, guestId: null }) // true
 */
export function needsGuestId(session: {
  hasToken: boolean;
  guestId: number | string | null | undefined;
}): boolean {
  return (
    !session.hasToken &&
    (session.guestId === null || session.guestId === undefined || session.guestId === "")
  );
}
