/**
 * What this device keeps about the person using it, outside the session: the guest contact of the
 * checkout (name, number, e-mail; `features/checkout/guest-contact-store`). It belongs to the guest
 * phase of the device and is forgotten when the person changes: at sign-out, and at every sign-in (the
 * guest's cart moves into the account; whoever signs in next, the next guest starts empty).
 */
export const GUEST_CONTACT_KEY = "marketplace.guest-contact";

/** Forgets the device's person-bound data (storage switched off or unavailable: nothing to forget). */
export function forgetDevicePerson(
  storage: Pick<Storage, "removeItem"> | null = typeof window === "undefined"
    ? null
    : window.localStorage,
): void {
  try {
    storage?.removeItem(GUEST_CONTACT_KEY);
  } catch {
    // Storage switched off: nothing was kept.
  }
}
