import type { ModuleType } from "@marketplace/domain";
import {
  decodeCoordinate,
  decodeGuestId,
  decodeModuleId,
  decodeToken,
  decodeZoneIds,
  moduleTypes,
} from "@marketplace/api-client";

import type { Locale } from "~/i18n/locales";
import { toLocale } from "~/i18n/locales";
import { cookieNames, sessionCookieName } from "./cookie-names";

export const themes = ["light", "dark"] as const;
export type Theme = (typeof themes)[number];

/** A picked location: the zones it lies in, the point and the address label shown in the header. */
export interface SavedLocation {
  zoneIds: number[];
  latitude: number;
  longitude: number;
  address: string;
  /**
   * The location is one of the signed-in customer's saved addresses ('View Saved Address'): the
   * account's data, forgotten when the session ends (the device's own picked location stays).
   */
  fromAccount?: true;
}

/** The chosen module. A module id whose type the storefront does not know is no module at all. */
export interface SavedModule {
  id: number;
  type: ModuleType;
}

/**
 * Everything the visitor's cookies say, decoded once per request (`readVisitorContext`). It holds no
 * secret (the session token stays in `readApiContext`), so it may be handed to client components.
 */
export interface VisitorContext {
  theme: Theme;
  language: Locale;
  location: SavedLocation | null;
  module: SavedModule | null;
  guestId: string | null;
  /** Whether a session cookie exists. */
  signedIn: boolean;
}

/** Reads one cookie value by name. */
export type CookieReader = (name: string) => string | undefined;

function isModuleType(value: string | undefined): value is ModuleType {
  return moduleTypes.some((type) => type === value);
}

/** The visitor context and the session token the cookies stand for: the one cookie parser. */
export function decodeVisitorCookies(
  read: CookieReader,
  secure: boolean,
): { visitor: VisitorContext; token: string | null } {
  const token = decodeToken(read(sessionCookieName(secure)));
  const zoneIds = decodeZoneIds(read(cookieNames.zoneIds));
  const latitude = decodeCoordinate(read(cookieNames.latitude), 90);
  const longitude = decodeCoordinate(read(cookieNames.longitude), 180);
  const moduleId = decodeModuleId(read(cookieNames.moduleId));
  const moduleType = read(cookieNames.moduleType);
  // A saved address of the account is the account's: without a session it is no location at all (the
  // next person on the device picks their own), however the session ended.
  const fromAccount = read(cookieNames.locationSource) === "account";
  const located = zoneIds !== null && latitude !== null && longitude !== null;
  return {
    token,
    visitor: {
      theme: read(cookieNames.theme) === "dark" ? "dark" : "light",
      language: toLocale(read(cookieNames.language)),
      location:
        located && (token !== null || !fromAccount)
          ? {
              zoneIds,
              latitude,
              longitude,
              address: read(cookieNames.location) ?? "",
              ...(fromAccount ? { fromAccount: true as const } : {}),
            }
          : null,
      module:
        moduleId !== null && isModuleType(moduleType) ? { id: moduleId, type: moduleType } : null,
      guestId: token === null ? decodeGuestId(read(cookieNames.guestId)) : null,
      signedIn: token !== null,
    },
  };
}
