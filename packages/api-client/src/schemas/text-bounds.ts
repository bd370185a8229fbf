import { z } from "zod";

/**
 * Longest stored text per kind of field (the backend's rules where `api-paths.md` gives them — names
 * max 100, reasons max 255 — else sensible ones): request bodies never carry megabytes into a row.
 */
export const textBounds = {
  name: 100,
  phone: 20,
  email: 255,
  line: 255,
  note: 1000,
  /** A chat message (`customer/message/send`). */
  message: 2000,
  code: 60,
  /** JSON strings inside a form (buy-now `cart`, parcel `receiver_details`). */
  json: 20_000,
} as const;

/** A string of at most `textBounds[kind]` characters. */
export const boundedText = (kind: keyof typeof textBounds) => z.string().max(textBounds[kind]);
