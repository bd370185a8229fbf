import type { Context } from "hono";
import { z } from "zod";

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
  })
  .catchall(z.union([z.string().max(500), z.number()]));
