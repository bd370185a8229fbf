import "server-only";

import { cookies } from "next/headers";

import type { Preferences } from "./parse-preferences";
import { cookieNames } from "~/lib/cookies/names";
import { parsePreferences } from "./parse-preferences";

/** Reads the visitor's saved theme, language, location and module from the request cookies. */
export async function readPreferences(): Promise<Preferences> {
  const store = await cookies();
  const read = (name: string) => store.get(name)?.value;
  return parsePreferences({
    theme: read(cookieNames.theme),
    language: read(cookieNames.language),
    zoneIds: read(cookieNames.zoneIds),
    latitude: read(cookieNames.latitude),
    longitude: read(cookieNames.longitude),
    location: read(cookieNames.location),
    moduleId: read(cookieNames.moduleId),
    moduleType: read(cookieNames.moduleType),
  });
}
