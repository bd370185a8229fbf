import "server-only";

import { cookies } from "next/headers";
import { cache } from "react";

import type { Config, Module, ReactLandingPage } from "@marketplace/api-client";
import { getConfig, getModules, getReactLandingPage } from "@marketplace/api-client";

import type { Preferences } from "~/lib/preferences/parse-preferences";
import { isSecureSite } from "~/env";
import { cookieNames, sessionCookieName } from "~/lib/cookies/names";
import { readPreferences } from "~/lib/preferences/read-preferences";
import { getServerClient } from "./server-client";

export interface SiteData {
  preferences: Preferences;
  signedIn: boolean;
  config: Config | null;
  landing: ReactLandingPage | null;
  /** Every active module (the header switcher and the module dialog). */
  modules: Module[];
  /** Whether the visitor already holds a guest id (else the browser requests one). */
  hasGuestId: boolean;
}

async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch {
    return null;
  }
}

/**
 * What every page's frame needs, loaded once per request on the server. A failed call gives null
 * (the frame still renders: header, language and theme work without the API).
 */
export const loadSiteData = cache(async (): Promise<SiteData> => {
  const client = getServerClient();
  const [preferences, store] = await Promise.all([readPreferences(), cookies()]);
  const signedIn = store.has(sessionCookieName(isSecureSite));
  const hasGuestId = store.has(cookieNames.guestId);
  const [config, landing, modules] = await Promise.all([
    orNull(getConfig(client)),
    orNull(getReactLandingPage(client)),
    orNull(getModules(client)),
  ]);
  return {
    preferences,
    signedIn,
    config,
    landing,
    modules: modules ?? [],
    hasGuestId,
  };
});
