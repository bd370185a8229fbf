"use server";

import { cookies } from "next/headers";
import { z } from "zod";

import { isSecureSite } from "~/env";
import { locales } from "~/i18n/locales";
import {
  cookieNames,
  preferenceCookieOptions,
  sessionCookieName,
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

/** Drops the session token (logout, or a 401 with a session). */
export async function endSession(): Promise<void> {
  (await cookies()).delete(sessionCookieName(isSecureSite));
}
