"use server";

import { cookies } from "next/headers";
import { z } from "zod";

import { logout } from "@marketplace/api-client";

import { isSecureSite } from "~/env";
import { locales } from "~/i18n/locales";
import { getServerClient } from "~/lib/api/server-client";
import { cookieNames, sessionCookieName } from "~/lib/cookies/names";
import { moduleTypes, themes } from "~/lib/preferences/parse-preferences";

const YEAR = 60 * 60 * 24 * 365;
const options = {
  httpOnly: true,
  secure: isSecureSite,
  sameSite: "lax" as const,
  path: "/",
  maxAge: YEAR,
};

/** Saves the light or dark theme (spec A §4 "Theme"). */
export async function saveTheme(theme: unknown): Promise<void> {
  const value = z.enum(themes).parse(theme);
  (await cookies()).set(cookieNames.theme, value, options);
}

/** Saves the language; the caller reloads the page (spec A §4 "Language change"). */
export async function saveLanguage(language: unknown): Promise<void> {
  const value = z.enum(locales).parse(language);
  (await cookies()).set(cookieNames.language, value, options);
}

const locationSchema = z.object({
  zoneIds: z.array(z.number().int().positive()).min(1).max(50),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  address: z.string().max(300),
});

/** Stores the picked zone ids, coordinates and address text (spec D §4 "Location picking"). */
export async function saveLocation(input: unknown): Promise<void> {
  const location = locationSchema.parse(input);
  const store = await cookies();
  store.set(cookieNames.zoneIds, JSON.stringify(location.zoneIds), options);
  store.set(cookieNames.latitude, String(location.latitude), options);
  store.set(cookieNames.longitude, String(location.longitude), options);
  store.set(cookieNames.location, location.address, options);
}

const moduleSchema = z.object({ id: z.number().int().positive(), type: z.enum(moduleTypes) });

/** Stores the chosen module (spec D §2 "Module selection dialog"). */
export async function saveModule(input: unknown): Promise<void> {
  const chosen = moduleSchema.parse(input);
  const store = await cookies();
  store.set(cookieNames.moduleId, String(chosen.id), options);
  store.set(cookieNames.moduleType, chosen.type, options);
}

/**
 * Ends the session (logout, or a 401 with a session): the API revokes it first (`auth/logout`), then the
 * cookie goes whatever the API answered.
 */
export async function endSession(): Promise<void> {
  await logout(getServerClient()).catch(() => undefined);
  (await cookies()).delete(sessionCookieName(isSecureSite));
}
