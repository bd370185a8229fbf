"use server";

import { cookies } from "next/headers";
import { z } from "zod";

import { logout } from "@marketplace/api-client";

import { isSecureSite } from "~/env";
import { forgetAccountLocation } from "~/features/location/lib/forget-account-location";
import { locales } from "~/i18n/locales";
import { getServerClient } from "~/lib/api/server-client";
import {
  cookieNames,
  preferenceCookieOptions,
  sessionCookieDeletion,
} from "~/lib/visitor/cookie-names";
import { themes } from "~/lib/visitor/visitor-context";

const options = preferenceCookieOptions(isSecureSite);

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

/**
 * Ends the session (logout, or a 401 with a session): the API revokes it first (`auth/logout`), then the
 * cookie goes whatever the API answered, and a delivery location taken from the account's saved
 * addresses with it.
 */
export async function endSession(): Promise<void> {
  await logout(await getServerClient()).catch(() => undefined);
  // Before the session cookie goes: without a session the account's location is not read as one.
  await forgetAccountLocation();
  (await cookies()).delete(sessionCookieDeletion(isSecureSite));
}
