/** What the storefront tells the server in headers (api-contract "Headers"). */
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

export function parseZoneIds(raw: string | undefined): number[] | null {
  if (raw === undefined || raw.trim() === "") return null;
  const text = raw.trim();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const list: unknown[] = Array.isArray(value) ? (value as unknown[]) : [value];
  const ids: number[] = [];
  for (const entry of list) {
    const id = typeof entry === "string" ? Number(entry) : entry;
    if (typeof id !== "number" || !Number.isInteger(id) || id <= 0 || id > 2_147_483_647)
      return null;
    ids.push(id);
  }
  return ids.length > 0 ? ids : null;
}

function parseId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,9}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 ? id : null;
}

function parseCoordinate(raw: string | undefined, limit: number): number | null {
  if (raw === undefined || raw.trim() === "") return null;
  const value = Number(raw.trim());
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

function parseToken(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const match = /^Bearer\s+(.+)$/i.exec(raw.trim());
  const token = match?.[1]?.trim();
  if (token === undefined || token === "" || token === "null" || token === "undefined") return null;
  return token;
}

export function readRequestContext(header: HeaderReader): RequestContext {
  const localization = header("x-localization")?.trim();
  const moduleRaw = header("moduleid");
  return {
    zoneIds: parseZoneIds(header("zoneid")),
    moduleId: parseId(moduleRaw),
    moduleIdSent: moduleRaw !== undefined && moduleRaw.trim() !== "",
    latitude: parseCoordinate(header("latitude"), 90),
    longitude: parseCoordinate(header("longitude"), 180),
    locale: localization && /^[a-z]{2}(-[A-Za-z]{2})?$/.test(localization) ? localization : "en",
    localizationSent: localization !== undefined && localization !== "",
    token: parseToken(header("authorization")),
  };
}
