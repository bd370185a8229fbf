/**
 * Whether this document's visitor has a guest id. The id lives in an HttpOnly cookie no script reads, and
 * a signed-out visitor's page is the same for every guest (ADR 0026), so the browser learns it from the
 * BFF's guest request (`GuestBootstrap`, once per document), which keeps an existing id and says so.
 */
let known = false;
/** Whether the guest request gave this document's visitor a new guest id (whose cart is empty). */
let fresh = false;

/** Sent by the BFF's guest request when it kept the visitor's existing guest id (whose cart may hold lines). */
export const GUEST_KEPT_HEADER = "x-guest-kept";

/**
 * The guest request answered: the visitor has a guest id now; `kept` when it is the id they had (their
 * cart may hold lines), else a new one (an empty cart).
 */
export function markGuestIdKnown(kept: boolean): void {
  known = true;
  fresh = !kept;
}

/** Whether the guest request of this document has answered (a cart can be read for the guest). */
export function guestIdKnown(): boolean {
  return known;
}

/**
 * A new guest's cart, which is empty: known without reading it (the first Add needs the cart's lines for
 * the single-store rule). `undefined` for every other visitor (their cart is read or seeded).
 */
export function freshGuestCart(): readonly [] | undefined {
  return fresh ? [] : undefined;
}
