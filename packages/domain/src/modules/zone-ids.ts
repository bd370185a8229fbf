// Single source of truth for the zone-id list the wire sends and the `zoneId` header carries: a JSON array as a string.

import { DomainInputError } from "../errors/domain-input-error";

/**
 * Reads zone ids from the wire's JSON-array string ("[1,3]"), an array, or a single number.
 * Throws `invalid_zone_ids` for anything else ('' included).
 * @example parseZoneIds("[1,3]") // [1, 3]
 */
export function parseZoneIds(value: string | number | readonly (number | string)[]): number[] {
  let parsed: unknown = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new DomainInputError(
        "invalid_zone_ids",
        `Zone ids are not a JSON array: "${value}"`,
        value,
      );
    }
  }
  const list: unknown[] = Array.isArray(parsed) ? parsed : [parsed];
  const ids = list.map((entry) =>
    typeof entry === "string" && entry.trim() !== "" ? Number(entry) : entry,
  );
  if (
    !ids.every((id): id is number => typeof id === "number" && Number.isSafeInteger(id) && id > 0)
  ) {
    throw new DomainInputError(
      "invalid_zone_ids",
      `Zone ids must be positive integers: ${JSON.stringify(value)}`,
      value,
    );
  }
  return ids;
}

/**
 * Writes zone ids as the `zoneId` header value.
 * @example zoneIdsHeader([1, 3]) // "[1,3]"
 */
export function zoneIdsHeader(ids: readonly number[]): string {
  return JSON.stringify(ids);
}
