import type { Context } from "hono";
import { eq } from "drizzle-orm";

import type { AppEnv } from "../lib/app-env";
import { guests } from "../db/schema";
import { ApiError } from "../lib/errors";
import { resolveSession, sessionPolicyOf } from "./sessions";

/** Who a cart, an order or a tracking request belongs to. */
export type Owner =
  | { kind: "user"; id: number; key: string; isGuest: 0 }
  | { kind: "guest"; id: number; key: string; isGuest: 1 };

export const userOwner = (id: number): Owner => ({ kind: "user", id, key: `u:${id}`, isGuest: 0 });
export const guestOwner = (id: number): Owner => ({
  kind: "guest",
  id,
  key: `g:${id}`,
  isGuest: 1,
});

const unauthorized = () => new ApiError(401, { errors: "Unauthorized" }, "Unauthorized");

/** Reads a guest id sent as a string or a number; anything else is null. */
export function readGuestId(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value : "";
  if (!/^\d{1,16}$/.test(text.trim())) return null;
  const id = Number(text.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The signed-in customer, if the bearer token is valid. */
export async function currentUser(c: Context<AppEnv>): Promise<{ id: number } | null> {
  const cached = c.get("customer");
  if (cached) return cached;
  const token = c.get("ctx").token;
  if (!token) return null;
  const { deps } = { deps: c.get("deps") };
  const user = deps.resolveCustomer
    ? await deps.resolveCustomer(token)
    : await resolveSession(deps.db, token, sessionPolicyOf(deps));
  if (user) c.set("customer", user);
  return user;
}

/**
 * The production `guest` middleware, without its holes: a valid bearer token is the user; otherwise a
 * `guest_id` that the server issued is the guest (an unknown guest id is refused like a missing one).
 * With neither: 401 `{ errors: "Unauthorized" }`.
 */
export async function resolveOwner(
  c: Context<AppEnv>,
  guestIdRaw: unknown,
  options: { lockChecksGuest?: boolean } = {},
): Promise<Owner> {
  const user = await currentUser(c);
  if (user) return userOwner(user.id);
  const guestId = readGuestId(guestIdRaw ?? c.req.query("guest_id"));
  if (guestId === null) throw unauthorized();
  // Writers that lock the owner row (`withOwnerLock`) find an unknown guest there.
  if (options.lockChecksGuest) return guestOwner(guestId);
  const [row] = await c
    .get("deps")
    .db.select({ id: guests.id })
    .from(guests)
    .where(eq(guests.id, guestId));
  if (!row) throw unauthorized();
  return guestOwner(guestId);
}
