import "server-only";

import { cookies } from "next/headers";

import { cookieNames } from "~/lib/visitor/cookie-names";
import { readVisitorContext } from "~/lib/visitor/read-visitor-context";

/** The cookies of the delivery location (zones, point, address text, its source). */
export const locationCookies = [
  cookieNames.zoneIds,
  cookieNames.latitude,
  cookieNames.longitude,
  cookieNames.location,
  cookieNames.locationSource,
] as const;

/**
 * When a session ends (sign-out, account deletion, an expired session): a delivery location taken from
 * the account's saved addresses is the account's data (its address text and point), so it goes with the
 * session — the next person on the device neither sees it in the header nor gets it as the checkout's
 * address; they pick a location again. A location picked on the map or by the current position is the
 * device's browsing location and stays. Returns whether it went. Call it while the session cookie is
 * still there (without a session the account's location is not read as a location at all).
 */
export async function forgetAccountLocation(): Promise<boolean> {
  const { location } = await readVisitorContext();
  if (location?.fromAccount !== true) return false;
  const store = await cookies();
  for (const name of locationCookies) store.delete({ name, path: "/" });
  return true;
}
