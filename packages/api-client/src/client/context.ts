/** The per-user request context and the headers it becomes. */

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
  return typeof context.token === "string" && context.token !== "" && context.token !== "null";
}

/**
 * Builds the spec's headers from a context: `zoneId` (JSON array string), `moduleId`, `latitude`,
 * `longitude`, `X-localization`, `authorization` (only when signed in), the software id and
 * `Accept: application/json`.
 *
 * @example
 * contextHeaders({ zoneIds: [1, 3], language: "en" }, "33571750")
 * // → { Accept: "application/json", "X-software-id": "33571750", zoneId: "[1,3]", "X-localization": "en" }
 */
export function contextHeaders(
  context: RequestContext,
  softwareId: string,
): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    [SOFTWARE_ID_HEADER]: softwareId,
  };
  if (context.zoneIds && context.zoneIds.length > 0)
    headers.zoneId = JSON.stringify([...context.zoneIds]);
  if (context.moduleId !== undefined && context.moduleId !== null && context.moduleId !== "") {
    headers.moduleId = String(context.moduleId);
  }
  if (context.latitude !== undefined && context.latitude !== null)
    headers.latitude = String(context.latitude);
  if (context.longitude !== undefined && context.longitude !== null)
    headers.longitude = String(context.longitude);
  if (context.language) headers["X-localization"] = context.language;
  if (isSignedIn(context)) headers.authorization = `Bearer ${String(context.token)}`;
  return headers;
}
