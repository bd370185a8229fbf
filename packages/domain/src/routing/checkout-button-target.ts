// Single source of truth for the cart drawer's checkout button (D4, A4).

export type CheckoutButtonTarget =
  | { code: "go_home"; href: "/home"; closeDrawer: true }
  | { code: "checkout"; href: "/checkout?page=cart" }
  | { code: "guest_prompt" }
  | { code: "sign_in" };

/**
 * Empty cart closes the drawer and goes to /home; items and signed in goes to /checkout?page=cart;
 * items, guest and guest_checkout_status 1 opens the guest prompt; otherwise the sign-in modal opens.
 * @example checkoutButtonTarget({ cartCount: 2, signedIn: false, guestCheckoutStatus: 1 }) // { code: "guest_prompt" }
 */
export function checkoutButtonTarget(input: {
  cartCount: number;
  signedIn: boolean;
  guestCheckoutStatus: number | boolean | null | undefined;
}): CheckoutButtonTarget {
  if (input.cartCount <= 0) return { code: "go_home", href: "/home", closeDrawer: true };
  if (input.signedIn) return { code: "checkout", href: "/checkout?page=cart" };
  if (input.guestCheckoutStatus === 1 || input.guestCheckoutStatus === true)
    return { code: "guest_prompt" };
  return { code: "sign_in" };
}
