import { createHash } from "node:crypto";

/** The value with every object's keys sorted, so the same request always serialises the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

/**
 * A short hash of a parsed request body, stored with the order an Idempotency-Key placed: the same key
 * answers the first order only to the same request.
 */
export function requestFingerprint(body: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify(canonical(body)) ?? "")
    .digest("base64url");
}
