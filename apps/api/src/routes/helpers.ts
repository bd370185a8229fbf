import type { Context } from "hono";
import { z } from "zod";

import type { Reference } from "../catalog/reference";
import type { View } from "../catalog/view";
import type { AppEnv } from "../lib/app-env";
import { getReference } from "../catalog/reference";
import { ApiError, errorBody } from "../lib/errors";

export function nowOf(c: Context<AppEnv>): Date {
  return c.get("deps").now?.() ?? new Date();
}

export async function referenceOf(c: Context<AppEnv>): Promise<Reference> {
  return getReference(c.get("deps").db, nowOf(c));
}

/** Everything the formatters need for this request. */
export async function viewOf(c: Context<AppEnv>): Promise<View> {
  const ctx = c.get("ctx");
  return {
    ref: await referenceOf(c),
    now: nowOf(c),
    publicUrl: c.get("deps").env.publicUrl,
    latitude: ctx.latitude,
    longitude: ctx.longitude,
    locale: ctx.locale,
  };
}

/** The module the module check accepted (routes behind `moduleCheck()` always have one). */
export function moduleIdOf(c: Context<AppEnv>): number {
  const module = c.get("module");
  if (!module) throw new ApiError(403, errorBody("moduleId", "The module id field is required."));
  return module.id;
}

/**
 * The `zoneId` header, required by most catalogue routes: 403 `zoneId` without it, or — for the
 * routes where the production backend answers softly — status 200 with the `errors` body.
 */
export function requireZones(c: Context<AppEnv>, options: { soft?: boolean } = {}): number[] {
  const zoneIds = c.get("ctx").zoneIds;
  if (!zoneIds)
    throw new ApiError(options.soft ? 200 : 403, errorBody("zoneId", "Zone id is required!"));
  return zoneIds;
}

const emptyToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/** An optional positive integer query parameter. */
export const optionalId = z.preprocess(
  emptyToUndefined,
  z.coerce.number().int().min(1).max(2_147_483_647).optional(),
);

/** An optional decimal query parameter. */
export const optionalNumber = z.preprocess(
  emptyToUndefined,
  z.coerce.number().finite().min(0).max(1e9).optional(),
);

/** Page size: 1–100, defaulting per route. */
export const limitParam = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(fallback));

/** Page number (the contract's `offset`), 1-based. */
export const offsetParam = z.preprocess(
  emptyToUndefined,
  z.coerce.number().int().min(1).max(100_000).default(1),
);

export const vegParam = z.preprocess(
  emptyToUndefined,
  z.enum(["all", "veg", "non_veg"]).default("all"),
);

/**
 * A list of ids as the storefront sends them: a JSON array string ("[1,2]"), a CSV ("1,2") or one id.
 * Anything else is a validation error.
 */
export const idListParam = z.preprocess(
  (value: unknown) => {
    if (value === undefined || value === null || value === "") return undefined;
    if (typeof value !== "string") return value;
    const text = value.trim();
    if (text.startsWith("[")) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return value;
      }
    }
    return text
      .split(",")
      .map((part) => part.trim())
      .filter((part) => part !== "");
  },
  z.array(z.coerce.number().int().min(0).max(2_147_483_647)).max(200).optional(),
);

/** A list of words ("[a,b]", '["a","b"]' or "a,b"), for `filter`. */
export const wordListParam = z.preprocess(
  (value: unknown) => {
    if (value === undefined || value === null || value === "") return [];
    if (typeof value !== "string") return value;
    const text = value.trim();
    if (text.startsWith("[")) {
      try {
        const parsed = JSON.parse(text) as unknown;
        if (Array.isArray(parsed)) return parsed as unknown[];
      } catch {
        // "[a,b]" without quotes: fall through to the CSV reading.
      }
    }
    return text
      .replace(/^\[|\]$/g, "")
      .split(",")
      .map((part) => part.trim().replace(/^"|"$/g, ""))
      .filter((part) => part !== "");
  },
  z.array(z.string().max(40)).max(20),
);

/** The contract's paged envelope. */
export function paged<K extends string>(
  key: K,
  total: number,
  limit: number,
  offset: number,
  list: unknown[],
) {
  return { total_size: total, limit, offset, [key]: list } as {
    total_size: number;
    limit: number;
    offset: number;
  } & Record<K, unknown[]>;
}

/** A name search term: trimmed, at most 100 characters. */
export const nameParam = z.preprocess(
  (value: unknown) => (typeof value === "string" ? value.trim() : value),
  z.string().max(100),
);
