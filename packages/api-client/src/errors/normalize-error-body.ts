import type { ApiErrorEntry } from "./api-client-error";

/**
 * The `code` of an error entry whose body carried no code: only a message (`{ message }`,
 * `{ errors: { message } }`) or only a string (`"Unauthorized"`, `{ errors: "Unauthorized" }`).
 */
export const UNCODED_ERROR_CODE = "uncoded";

function entryFrom(value: unknown): ApiErrorEntry | undefined {
  if (typeof value === "string") {
    return value.trim() === "" ? undefined : { code: UNCODED_ERROR_CODE, message: value };
  }
  if (typeof value !== "object" || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const code =
    typeof record.code === "string" || typeof record.code === "number"
      ? String(record.code)
      : undefined;
  const rawMessage = record.message;
  const message =
    typeof rawMessage === "string" && rawMessage.trim() !== ""
      ? rawMessage
      : Array.isArray(rawMessage) && typeof rawMessage[0] === "string"
        ? rawMessage[0]
        : undefined;
  if (message === undefined && code === undefined) return undefined;
  return { code: code ?? UNCODED_ERROR_CODE, message: message ?? code ?? "" };
}

/**
 * Reads every error envelope the backend uses: `errors` as an array of `{ code, message }`, as one object,
 * as an object of field → messages, or as a plain string; or a top-level `message`. Returns [] when the body
 * carries no error text. An entry without a code gets {@link UNCODED_ERROR_CODE}.
 *
 * @example
 * normalizeErrorBody({ errors: [{ code: "cart_item", message: "Item already in cart" }] })
 * // → [{ code: "cart_item", message: "Item already in cart" }]
 */
export function normalizeErrorBody(body: unknown): ApiErrorEntry[] {
  if (typeof body === "string")
    return entryFrom(body) ? [{ code: UNCODED_ERROR_CODE, message: body }] : [];
  if (typeof body !== "object" || body === null) return [];
  const record = body as Record<string, unknown>;
  const errors = record.errors;
  const entries: ApiErrorEntry[] = [];
  if (Array.isArray(errors)) {
    for (const value of errors) {
      const entry = entryFrom(value);
      if (entry) entries.push(entry);
    }
  } else if (typeof errors === "string") {
    const entry = entryFrom(errors);
    if (entry) entries.push(entry);
  } else if (typeof errors === "object" && errors !== null) {
    const direct = entryFrom(errors);
    if (direct) entries.push(direct);
    else {
      for (const [field, value] of Object.entries(errors)) {
        const list: unknown[] = Array.isArray(value) ? value : [value];
        for (const item of list) {
          const entry = typeof item === "string" ? { code: field, message: item } : entryFrom(item);
          if (entry) entries.push(entry);
        }
      }
    }
  }
  if (entries.length === 0) {
    const message = entryFrom({ message: record.message });
    if (message) entries.push(message);
  }
  return entries;
}

/**
 * Whether a successful-status body is really an error: it has a non-empty `errors` field. The backend sends
 * some soft failures with status 200 (campaigns without a zone, `customer/info` without `X-localization`).
 *
 * @example
 * hasErrorsField({ errors: [{ code: "zoneId", message: "Zone id is required" }] }) // true
 */
export function hasErrorsField(body: unknown): boolean {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return false;
  const errors = (body as Record<string, unknown>).errors;
  if (errors === undefined || errors === null || errors === false || errors === "") return false;
  if (Array.isArray(errors)) return errors.length > 0;
  if (typeof errors === "object") return Object.keys(errors).length > 0;
  return true;
}
