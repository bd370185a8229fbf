import type { Db } from "../db/client";
import type { Window } from "../lib/attempt-counter";
import { countHit, waitFor } from "../lib/attempt-counter";

/**
 * Anonymous tracking by order id + contact number (issue 20 #8): failed guesses are limited per order
 * (the phone is the secret) and per client address (sweeping ids), in a fixed 15-minute window. The
 * counts live in the database, so every API instance on it shares them (ADR 0016).
 */
export const trackLimits = {
  order: { limit: 5, windowSeconds: 900 },
  address: { limit: 30, windowSeconds: 900 },
} satisfies Record<string, Window>;

const orderKey = (orderId: number) => `track-order:${String(orderId)}`;
const addressKey = (address: string) => `track-address:${address}`;
const windowOf = (key: string): Window =>
  key.startsWith("track-order:") ? trackLimits.order : trackLimits.address;

/** Seconds before this caller may guess this order again (0 = it may now). */
export const trackingWait = (db: Db, orderId: number, address: string, now: Date) =>
  waitFor(db, [orderKey(orderId), addressKey(address)], windowOf, now);

/** Counts one failed guess against the order and the address. */
export async function trackingMissed(
  db: Db,
  orderId: number,
  address: string,
  now: Date,
): Promise<void> {
  await countHit(db, orderKey(orderId), trackLimits.order, now);
  await countHit(db, addressKey(address), trackLimits.address, now);
}
