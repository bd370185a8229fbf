import { decodeContextHeaders } from "@marketplace/api-client";

/** What the storefront tells the server in headers (api-contract "Headers"), read with the SDK's codec. */
export interface RequestContext {
  /** Zone ids from the `zoneId` header (a JSON array as a string, e.g. "[1,3]"); null when absent or unreadable. */
  zoneIds: number[] | null;
  /** The `moduleId` header; null when absent or not a positive integer. */
  moduleId: number | null;
  /** Whether a `moduleId` header was sent at all (sent but invalid still fails the module check). */
  moduleIdSent: boolean;
  latitude: number | null;
  longitude: number | null;
  /** The `X-localization` header, "en" when absent. */
  locale: string;
  localizationSent: boolean;
  /** The bearer token; null when absent or `Bearer null` (signed out). */
  token: string | null;
}

type HeaderReader = (name: string) => string | undefined;

export function readRequestContext(header: HeaderReader): RequestContext {
  const decoded = decodeContextHeaders(header);
  return {
    zoneIds: decoded.zoneIds,
    moduleId: decoded.moduleId,
    moduleIdSent: decoded.moduleId !== null || decoded.invalid.includes("moduleId"),
    latitude: decoded.latitude,
    longitude: decoded.longitude,
    locale: decoded.language ?? "en",
    localizationSent: decoded.language !== null || decoded.invalid.includes("localization"),
    token: decoded.token,
  };
}
