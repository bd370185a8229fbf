// Single source of truth for the Pick Location button (D4, D5): disabled until an address resolves or while
// the zone loads; a zone lookup error replaces it with the first error message.

export type PickLocationState =
  { code: "pick_disabled" } | { code: "pick_enabled" } | { code: "zone_error"; message: string };

/**
 * Pick is disabled without a resolved address or while the zone loads. On a zone lookup error the first
 * error message replaces the pick button (pressing it saves any zone id and closes the modal).
 * @example pickLocationState({ address: "Road 2", zoneLoading: false, zoneErrors: [] }) // { code: "pick_enabled" }
 */
export function pickLocationState(input: {
  address: string | null | undefined;
  zoneLoading: boolean;
  zoneErrors: readonly { message: string }[];
}): PickLocationState {
  if (input.zoneLoading) return { code: "pick_disabled" };
  const [firstError] = input.zoneErrors;
  if (firstError !== undefined) return { code: "zone_error", message: firstError.message };
  const address = input.address?.trim() ?? "";
  return address === "" ? { code: "pick_disabled" } : { code: "pick_enabled" };
}

/**
 * After a pick: the confirmation modal opens except when the picker serves a parcel or a store; signed-in
 * users get their wishlist refetched. The toast is 'New location has been set.'.
 * @example afterLocationPick({ purpose: "home", signedIn: true }) // { confirm: true, refetchWishlist: true, message: "location_set" }
 */
export function afterLocationPick(input: {
  purpose: "home" | "parcel" | "store";
  signedIn: boolean;
}): {
  confirm: boolean;
  refetchWishlist: boolean;
  message: "location_set";
} {
  return {
    confirm: input.purpose === "home",
    refetchWishlist: input.signedIn,
    message: "location_set",
  };
}
