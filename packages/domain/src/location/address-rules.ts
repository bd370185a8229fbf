// Single source of truth for saved-address rules (A2, A5): zone filtering, contact name from the profile,
// who may save where.

import type { Address } from "@marketplace/api-client";

/**
 * Address lists are filtered by zone_ids when a store zone is given.
 * @example addressesForZone(addresses, 2) // the addresses whose zone_ids (or zone_id) include 2
 */
export function addressesForZone<A extends Pick<Address, "zone_id" | "zone_ids">>(
  addresses: readonly A[],
  storeZoneId: number | null | undefined,
): A[] {
  if (storeZoneId === null || storeZoneId === undefined) return [...addresses];
  return addresses.filter(
    (address) => (address.zone_ids ?? []).includes(storeZoneId) || address.zone_id === storeZoneId,
  );
}

/**
 * Saving the current address uses the profile's first plus last name as the contact name.
 * @example contactNameFromProfile({ f_name: "Ann", l_name: "Lee" }) // "Ann Lee"
 */
export function contactNameFromProfile(profile: {
  f_name?: string | null | undefined;
  l_name?: string | null | undefined;
}): string {
  return [profile.f_name, profile.l_name]
    .map((part) => part?.trim() ?? "")
    .filter((part) => part !== "")
    .join(" ");
}

/**
 * Logged-in users save addresses to the account; a guest keeps one address locally (a new one replaces it).
 * @example addressSaveTarget({ signedIn: false }) // "local_single"
 */
export function addressSaveTarget(session: { signedIn: boolean }): "account" | "local_single" {
  return session.signedIn ? "account" : "local_single";
}

/**
 * Logged-in users create an address, or update it when editing one with an id.
 * @example addressSaveAction({ id: 4 }) // "update"
 */
export function addressSaveAction(
  editing: { id?: number | null | undefined } | null | undefined,
): "create" | "update" {
  return editing?.id !== null && editing?.id !== undefined ? "update" : "create";
}
