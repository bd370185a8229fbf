import type { Context } from "hono";
import { z } from "zod";

import type { OfflineTextProblem } from "@marketplace/domain";
import { OFFLINE_FIELD_MAX, OFFLINE_NOTE_MAX, offlineTextProblem } from "@marketplace/domain";

import type { AppEnv } from "../../lib/app-env";
import { ApiError } from "../../lib/errors";
import { limitParam, offsetParam } from "../helpers";

const idempotencyKey = z
  .string()
  .regex(/^[\w.:-]{1,200}$/)
  .optional();

export function keyOf(c: Context<AppEnv>): string | null {
  const result = idempotencyKey.safeParse(c.req.header("idempotency-key"));
  if (!result.success)
    throw ApiError.of(403, "idempotency_key", "The Idempotency-Key header is invalid.");
  return result.data ?? null;
}

export function moduleOf(c: Context<AppEnv>): number {
  const module = c.get("module");
  if (!module) throw ApiError.of(403, "moduleId", "The module id field is required.");
  return module.id;
}

export const listQuery = z.object({
  limit: limitParam(10),
  offset: offsetParam,
  guest_id: z.string().max(20).optional(),
});
export const orderQuery = z.object({
  order_id: z.string().max(12),
  guest_id: z.string().max(20).optional(),
  contact_number: z.string().max(30).optional(),
});
export const paymentBody = z.object({
  order_id: z.union([z.string(), z.number()]),
  guest_id: z.union([z.string(), z.number()]).optional(),
});
export const offlineBody = z
  .object({
    order_id: z.union([z.string(), z.number()]),
    method_id: z.union([z.string(), z.number()]).optional(),
    guest_id: z.union([z.string(), z.number()]).optional(),
    customer_note: z.string().max(10_000).nullish(),
  })
  .catchall(z.union([z.string().max(10_000), z.number()]));

/** The names every offline payment body may carry besides the method's own fields. */
const OFFLINE_BODY_NAMES = new Set(["order_id", "method_id", "guest_id", "customer_note"]);

/**
 * The method's fields of an offline payment body, trimmed (empty ones left out). Refused (403, the
 * field's name as the code): a name the method does not have, a required field missing, a value over
 * 200 characters or holding control characters, a note over 500 or holding control characters.
 */
export function offlineInputOf(
  method: {
    method_informations: readonly { customer_input: string; is_required: number }[];
  },
  body: z.infer<typeof offlineBody>,
): Record<string, string> {
  const known = new Set(method.method_informations.map((info) => info.customer_input));
  for (const name of Object.keys(body)) {
    if (!OFFLINE_BODY_NAMES.has(name) && !known.has(name))
      throw ApiError.of(403, name, `The ${name} field is not a field of this payment method.`);
  }
  const note = typeof body.customer_note === "string" ? body.customer_note : "";
  const noteProblem = offlineTextProblem(note, "note");
  if (noteProblem !== null) throw refusedText("customer_note", noteProblem);
  const input: Record<string, string> = {};
  for (const info of method.method_informations) {
    const raw = body[info.customer_input];
    const value = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw : "";
    const problem = offlineTextProblem(value, "field");
    if (problem !== null) throw refusedText(info.customer_input, problem);
    if (value.trim() !== "") input[info.customer_input] = value.trim();
    else if (info.is_required === 1)
      throw ApiError.of(403, info.customer_input, `The ${info.customer_input} field is required.`);
  }
  return input;
}

function refusedText(name: string, problem: OfflineTextProblem): ApiError {
  return problem === "too_long"
    ? ApiError.of(
        403,
        name,
        `The ${name} field must not be greater than ${String(name === "customer_note" ? OFFLINE_NOTE_MAX : OFFLINE_FIELD_MAX)} characters.`,
      )
    : ApiError.of(403, name, `The ${name} field must not contain control characters.`);
}
