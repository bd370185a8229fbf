/**
 * The codec of the contract's context headers (api-contract "Headers"): `moduleId`, `zoneId` (a JSON list as a
 * string), `latitude`, `longitude`, `X-localization`, `guest_id` and `Authorization`. The one place that reads
 * and writes them: the SDK's client, the API's request-context reader and the storefront (its cookies hold
 * the same values) all use it.
 *
 * Decoding is lenient and never throws: the backend's `"[1]"`, an array `[1]`, a single `1` or `"1"` are all
 * one zone list; anything unreadable decodes to `null`. Encoding is exact: `[1,3]`, `"2"`, `Bearer <token>`.
 */

/** The header names the contract uses (HTTP header names are case-insensitive). */
export const CONTEXT_HEADER = {
  moduleId: "moduleId",
  zoneId: "zoneId",
  latitude: "latitude",
  longitude: "longitude",
  localization: "X-localization",
  guestId: "guest_id",
  authorization: "Authorization",
} as const;

/** A context header's key in `CONTEXT_HEADER`. */
export type ContextHeaderKey = keyof typeof CONTEXT_HEADER;

/** The largest id the backend stores (a 32-bit integer column). */
const MAX_ID = 2_147_483_647;

/** One header's raw value as it arrives: a header string, or an already parsed value. */
export type RawHeaderValue = string | number | readonly unknown[] | null | undefined;

function toId(value: unknown): number | null {
  const id =
    typeof value === "string" && /^\s*\d{1,10}\s*$/.test(value)
      ? Number(value)
      : typeof value === "number"
        ? value
        : Number.NaN;
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}

function readJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Zone ids from the `zoneId` header (or the cookie that stores it): `"[1,3]"`, `'["2"]'`, `[1]`, `1`, `"1"`.
 * A list with any unreadable entry, an empty list and garbage all give `null` (no zones), never a throw.
 *
 * @example
 * decodeZoneIds("[1,3]") // [1, 3]
 * decodeZoneIds("[1,0]") // null
 */
export function decodeZoneIds(raw: RawHeaderValue): number[] | null {
  if (raw === null || raw === undefined) return null;
  let value: unknown = raw;
  if (typeof raw === "string") {
    const text = raw.trim();
    if (text === "") return null;
    const read = readJson(text);
    if (!read.ok) return null;
    value = read.value;
  }
  const list: readonly unknown[] = Array.isArray(value) ? (value as readonly unknown[]) : [value];
  const ids: number[] = [];
  for (const entry of list) {
    const id = toId(entry);
    if (id === null) return null;
    ids.push(id);
  }
  return ids.length > 0 ? ids : null;
}

/**
 * The `zoneId` header value: a JSON list as a string.
 *
 * @example
 * encodeZoneIds([1, 3]) // "[1,3]"
 */
export function encodeZoneIds(ids: readonly number[]): string {
  return JSON.stringify(ids);
}

/**
 * The `moduleId` header: a positive integer, else `null`.
 *
 * @example
 * decodeModuleId("2") // 2
 * decodeModuleId("two") // null
 */
export function decodeModuleId(raw: RawHeaderValue): number | null {
  return typeof raw === "string" || typeof raw === "number" ? toId(raw) : null;
}

/**
 * A `latitude` (limit 90) or `longitude` (limit 180) header: a finite number within the limit, else `null`.
 *
 * @example
 * decodeCoordinate("23.81", 90) // 23.81
 * decodeCoordinate("123", 90) // null
 */
export function decodeCoordinate(raw: RawHeaderValue, limit: 90 | 180): number | null {
  if (typeof raw === "number") return Number.isFinite(raw) && Math.abs(raw) <= limit ? raw : null;
  if (typeof raw !== "string" || raw.trim() === "") return null;
  const value = Number(raw.trim());
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/**
 * The `X-localization` header: a language code (`en`, `ar`, `pt-BR`), else `null`.
 *
 * @example
 * decodeLanguage("ar") // "ar"
 */
export function decodeLanguage(raw: RawHeaderValue): string | null {
  if (typeof raw !== "string") return null;
  const text = raw.trim();
  return /^[a-z]{2}(-[A-Za-z]{2})?$/.test(text) ? text : null;
}

/**
 * A guest id (`auth/guest/request` hands out numbers): digits or a simple token, else `null`.
 *
 * @example
 * decodeGuestId("1042") // "1042"
 */
export function decodeGuestId(raw: RawHeaderValue): string | null {
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim() : "";
  return /^[A-Za-z0-9_-]{1,64}$/.test(text) && text !== "null" && text !== "undefined"
    ? text
    : null;
}

/**
 * A session token, bare (a cookie) or as the `Authorization: Bearer <token>` header. `null`, `undefined`
 * and empty tokens mean signed out.
 *
 * @example
 * decodeToken("Bearer abc") // "abc"
 * decodeToken("Bearer null") // null
 */
export function decodeToken(raw: RawHeaderValue): string | null {
  if (typeof raw !== "string") return null;
  const text = raw.trim();
  const bearer = /^Bearer(?:\s+(.*))?$/i.exec(text);
  const token = (bearer ? (bearer[1] ?? "") : text).trim();
  if (token === "" || token === "null" || token === "undefined" || /\s/.test(token)) return null;
  return token;
}

/** Every context value, decoded; `null` where a header was absent or unreadable. */
export interface DecodedContext {
  moduleId: number | null;
  zoneIds: number[] | null;
  latitude: number | null;
  longitude: number | null;
  language: string | null;
  guestId: string | null;
  token: string | null;
  /** The headers that were sent (non-empty) but could not be read. */
  invalid: ContextHeaderKey[];
}

/** Reads one header by name (any case is fine for Fetch `Headers`; plain maps get lower-case names). */
export type HeaderReader = (name: string) => string | null | undefined;

/**
 * Decodes every context header of a request. Never throws: unreadable values are `null` and listed in
 * `invalid`, so a server can still tell "sent but wrong" from "not sent".
 *
 * @example
 * decodeContextHeaders((name) => new Headers({ zoneId: "[1]", moduleId: "x" }).get(name))
 * // → { zoneIds: [1], moduleId: null, invalid: ["moduleId"], … }
 */
export function decodeContextHeaders(read: HeaderReader): DecodedContext {
  const raw = (key: ContextHeaderKey): string | undefined => {
    const name = CONTEXT_HEADER[key];
    const value = read(name) ?? read(name.toLowerCase());
    return value === null || value === undefined || value.trim() === "" ? undefined : value;
  };
  const invalid: ContextHeaderKey[] = [];
  const field = <T>(key: ContextHeaderKey, decode: (value: string) => T | null): T | null => {
    const value = raw(key);
    if (value === undefined) return null;
    const decoded = decode(value);
    if (decoded === null) invalid.push(key);
    return decoded;
  };
  return {
    moduleId: field("moduleId", decodeModuleId),
    zoneIds: field("zoneId", decodeZoneIds),
    latitude: field("latitude", (value) => decodeCoordinate(value, 90)),
    longitude: field("longitude", (value) => decodeCoordinate(value, 180)),
    language: field("localization", decodeLanguage),
    guestId: field("guestId", decodeGuestId),
    token: field("authorization", decodeToken),
    invalid,
  };
}

/** The values `encodeContextHeaders` writes; absent, `null` and empty values are left out. */
export interface EncodableContext {
  moduleId?: number | string | null | undefined;
  zoneIds?: readonly number[] | null | undefined;
  latitude?: number | string | null | undefined;
  longitude?: number | string | null | undefined;
  language?: string | null | undefined;
  token?: string | null | undefined;
}

/**
 * The context headers of a request, exactly as the contract writes them. `guest_id` is not a header (the SDK
 * adds it to the query or body of guest-capable calls) and so is not written here.
 *
 * @example
 * encodeContextHeaders({ zoneIds: [1, 3], moduleId: 2, language: "en", token: "abc" })
 * // → { zoneId: "[1,3]", moduleId: "2", "X-localization": "en", Authorization: "Bearer abc" }
 */
export function encodeContextHeaders(context: EncodableContext): Record<string, string> {
  const headers: Record<string, string> = {};
  if (context.zoneIds && context.zoneIds.length > 0)
    headers[CONTEXT_HEADER.zoneId] = encodeZoneIds(context.zoneIds);
  if (context.moduleId !== undefined && context.moduleId !== null && context.moduleId !== "")
    headers[CONTEXT_HEADER.moduleId] = String(context.moduleId);
  if (context.latitude !== undefined && context.latitude !== null && context.latitude !== "")
    headers[CONTEXT_HEADER.latitude] = String(context.latitude);
  if (context.longitude !== undefined && context.longitude !== null && context.longitude !== "")
    headers[CONTEXT_HEADER.longitude] = String(context.longitude);
  if (context.language) headers[CONTEXT_HEADER.localization] = context.language;
  const token = decodeToken(context.token);
  if (token !== null) headers[CONTEXT_HEADER.authorization] = `Bearer ${token}`;
  return headers;
}
