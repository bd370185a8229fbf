"use server";

import { cookies } from "next/headers";
import { z } from "zod";

import { encodeZoneIds } from "@marketplace/api-client";

import { isSecureSite } from "~/env";
import { cookieNames, preferenceCookieOptions } from "~/lib/visitor/cookie-names";

const locationSchema = z.object({
  zoneIds: z.array(z.number().int().positive()).min(1).max(50),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  address: z.string().max(300),
  /** "account": one of the signed-in customer's saved addresses (forgotten when the session ends). */
  source: z.literal("account").optional(),
});

/**
 * Stores the picked zone ids, coordinates and address text (spec D §4 "Location picking"), and whether
 * they are a saved address of the account (see `forgetAccountLocation`).
 */
export async function saveLocation(input: unknown): Promise<void> {
  const location = locationSchema.parse(input);
  const store = await cookies();
  const options = preferenceCookieOptions(isSecureSite);
  store.set(cookieNames.zoneIds, encodeZoneIds(location.zoneIds), options);
  store.set(cookieNames.latitude, String(location.latitude), options);
  store.set(cookieNames.longitude, String(location.longitude), options);
  store.set(cookieNames.location, location.address, options);
  if (location.source === "account") store.set(cookieNames.locationSource, "account", options);
  else store.delete({ name: cookieNames.locationSource, path: "/" });
}
