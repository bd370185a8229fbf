/** The per-user request context and the headers it becomes. */
import { decodeToken, encodeContextHeaders } from "./context-codec";

/** What the storefront knows about the caller; every field is optional. */
export interface RequestContext {
  /** Passport token; sent as `authorization: Bearer <token>` only when present. */
  token?: string | null | undefined;
  /** Guest id from `auth/guest/request`; added as `guest_id` to guest-capable calls when signed out. */
  guestId?: string | number | null | undefined;
  /** Zone ids; sent as the `zoneId` header, a JSON array string such as `[1,3]`. */
  zoneIds?: readonly number[] | null | undefined;
  /** Module id; sent as the `moduleId` header. */
  moduleId?: number | string | null | undefined;
  /** Latitude; sent as the `latitude` header. */
  latitude?: number | string | null | undefined;
  /** Longitude; sent as the `longitude` header. */
  longitude?: number | string | null | undefined;
  /** Language code (`en`, `ar`); sent as `X-localization`. */
  language?: string | null | undefined;
  /**
   * A session exists but its token is held elsewhere (a same-origin proxy adds it from an HttpOnly cookie).
   * Only the query keys' scope reads it: no header is sent for it.
   */
  hasSession?: boolean | undefined;
}

/** A context value, or a function that reads it at request time (localStorage, cookies, a store…). */
export type ContextSource = RequestContext | (() => RequestContext | Promise<RequestContext>);

/** The fixed software id header the original storefront sends (the server ignores it). */
export const SOFTWARE_ID_HEADER = "X-software-id";
/** The default value of the software id header. */
export const DEFAULT_SOFTWARE_ID = "33571750";

/**
 * Whether the context carries a usable token (`"null"` and empty strings count as signed out).
 *
 * @example
 * isSignedIn({ token: "null" }) // false
 */
export function isSignedIn(context: RequestContext): boolean {
  return decodeToken(context.token) !== null;
}

/**
 * Builds the spec's headers from a context (with `encodeContextHeaders`): `zoneId` (JSON array string),
 * `moduleId`, `latitude`, `longitude`, `X-localization`, `Authorization` (only when signed in), the software id
 * and `Accept: application/json`.
 *
 * @example
 * contextHeaders({ zoneIds: [1, 3], language: "en" }, "33571750")
 * // → { Accept: "application/json", "X-software-id": "33571750", zoneId: "[1,3]", "X-localization": "en" }
 */
export function contextHeaders(
  context: RequestContext,
  softwareId: string,
): Record<string, string> {
  return {
    Accept: "application/json",
    [SOFTWARE_ID_HEADER]: softwareId,
    ...encodeContextHeaders(context),
  };
}
