/**
 * Lenient building blocks for the production backend's irregular values: numeric strings,
 * 0/1 flags, `''` for an empty array, JSON arrays sent as strings and one-element arrays.
 * Every helper accepts its own output again, so parsing a parsed value is a no-op.
 */
import * as z from "zod";

const NUMERIC = /^\s*[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?\s*$/i;

/**
 * Turns a numeric string into a number (`"2.50"` → 2.5, a decimal, never truncated) and `""` into null.
 *
 * @example
 * toNumberLoose("2.50") // 2.5
 */
export function toNumberLoose(value: unknown): unknown {
  if (typeof value === "string") {
    if (value.trim() === "") return null;
    if (NUMERIC.test(value)) return Number(value);
  }
  return value;
}

/**
 * Maps 0/1, "0"/"1", "true"/"false", "on"/"off" and null to a boolean.
 *
 * @example
 * toFlagLoose("1") // true
 */
export function toFlagLoose(value: unknown): unknown {
  switch (value) {
    case true:
    case 1:
    case "1":
    case "true":
    case "on":
    case "yes":
      return true;
    case false:
    case 0:
    case "0":
    case "false":
    case "off":
    case "no":
    case null:
    case "":
      return false;
    default:
      return value;
  }
}

/**
 * Parses a JSON string when it looks like JSON; leaves anything else untouched.
 *
 * @example
 * parseJsonLoose("[1,3]") // [1, 3]
 */
export function parseJsonLoose(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  if (trimmed === "") return null;
  const first = trimmed.charAt(0);
  if (first !== "[" && first !== "{" && first !== '"') return value;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return value;
  }
}

const INDEX_KEY = /^(?:0|[1-9]\d*)$/;

/**
 * The values of an object whose keys are all list indices, in index order: PHP encodes a list with gaps as
 * `{"0":"1","2":"2"}`. Anything else is returned untouched.
 *
 * @example
 * indexKeyedToList({ "0": "1", "2": "2" }) // ["1", "2"]
 */
export function indexKeyedToList(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  for (const key of keys) if (!INDEX_KEY.test(key)) return value;
  const record = value as Record<string, unknown>;
  return keys.sort((a, b) => Number(a) - Number(b)).map((key) => record[key]);
}

/**
 * A list as the backend may send it: an array, `''` or null (empty), a JSON-encoded string, or an
 * index-keyed object (a PHP list with gaps).
 *
 * @example
 * toListLoose('["11","12"]') // ["11", "12"]
 */
export function toListLoose(value: unknown): unknown {
  if (Array.isArray(value)) return value;
  if (value === "" || value === null) return [];
  return indexKeyedToList(parseJsonLoose(value));
}

/**
 * `''` → null: the backend sends the empty string for an unset enum (a free-delivery coupon's `discount_type`).
 *
 * @example
 * emptyToNull("") // null
 */
export function emptyToNull(value: unknown): unknown {
  return value === "" ? null : value;
}

/**
 * A nullable enum that may arrive as `''` (read as null).
 *
 * @example
 * wireEnum(["percent", "amount"]).parse("") // null
 */
export function wireEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(emptyToNull, z.enum(values).nullish());
}

/** A number that may arrive as a numeric string. */
export const wireNumber = z.preprocess(toNumberLoose, z.number());

/** An integer id that may arrive as a numeric string. */
export const wireId = z.preprocess(toNumberLoose, z.number().int());

/**
 * An optional, nullable number: absent → undefined, null or `""` → null, numeric strings → numbers.
 *
 * @example
 * wireAmount.parse("") // null
 */
export const wireAmount = z.preprocess(toNumberLoose, z.number().nullable()).optional();

/**
 * An optional, nullable integer id (`""` → null).
 *
 * @example
 * wireOptionalId.parse("12") // 12
 */
export const wireOptionalId = z.preprocess(toNumberLoose, z.number().int().nullable()).optional();

/** A boolean that may arrive as 0/1, "0"/"1" or a boolean; null counts as false. */
export const wireFlag = z.preprocess(toFlagLoose, z.boolean());

/** A string that may arrive as a number (phone numbers, codes). */
export const wireString = z.preprocess(
  (value: unknown) => (typeof value === "number" ? String(value) : value),
  z.string(),
);

function buildWireArray<T extends z.ZodType>(item: T) {
  return z.preprocess(toListLoose, z.array(item));
}

type WireArray<T extends z.ZodType> = ReturnType<typeof buildWireArray<T>>;

const wireArrays = new WeakMap<z.ZodType, z.ZodType>();

/**
 * An array that may arrive as `''`, null, a JSON-encoded string or an index-keyed object
 * (`{"0":"1","2":"2"}`). One schema per item schema: endpoints
 * that write `wireArray(itemSchema)` inline get the same instance on every call, so it is built once and the
 * client's compiled validation (`src/client/response-validator.ts`) recognises it as hot.
 *
 * @example
 * wireArray(addOnSchema).parse("") // []
 */
export function wireArray<T extends z.ZodType>(item: T): WireArray<T> {
  const cached = wireArrays.get(item) as WireArray<T> | undefined;
  if (cached !== undefined) return cached;
  const schema = buildWireArray(item);
  wireArrays.set(item, schema);
  return schema;
}

/** A list of ids sent as a JSON-array string (`"[1,3]"`), an array, an index-keyed object, or one number. */
export const wireIdList = z.preprocess((value: unknown) => {
  const parsed = indexKeyedToList(parseJsonLoose(value));
  if (typeof parsed === "number") return [parsed];
  if (typeof parsed === "string" && NUMERIC.test(parsed)) return [Number(parsed)];
  if (parsed === null) return [];
  return parsed;
}, z.array(wireId));

/**
 * An object that may arrive wrapped in a one-element array; an empty array or `{}`-less value means null.
 *
 * @example
 * oneOrFirst(deliveryManSchema).parse([{ id: 4 }]) // { id: 4 }
 */
export function oneOrFirst<T extends z.ZodType>(schema: T) {
  return z.preprocess((value: unknown) => {
    if (Array.isArray(value)) return value.length === 0 ? null : (value[0] as unknown);
    return value;
  }, schema.nullable());
}

/**
 * An object parsed from a JSON string when it arrives encoded.
 *
 * @example
 * wireJsonObject(orderAddressSchema).parse('{"address":"House 1"}') // { address: "House 1" }
 */
export function wireJsonObject<T extends z.ZodType>(schema: T) {
  return z.preprocess(parseJsonLoose, schema);
}
