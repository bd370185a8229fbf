import type { Db } from "../db/client";
import type { Window } from "../lib/attempt-counter";
import { countHit, waitFor } from "../lib/attempt-counter";

/**
 * Sign-ups that met a taken phone or e-mail, per client address (issue 20 #14, ADR 0016): past 10 in
 * 15 minutes every sign-up from that address waits (429), taken or not, so probing which accounts
 * exist — and sending OTPs to their phones — stays slow. Counted in the database like sign-in.
 */
export const signUpTakenLimit = { limit: 10, windowSeconds: 900 } satisfies Window;

const keyOf = (address: string) => `sign-up-taken:${address}`;

/** Seconds before this address may sign up again (0 = it may now). */
export const signUpWait = (db: Db, address: string, now: Date) =>
  waitFor(db, [keyOf(address)], () => signUpTakenLimit, now);

/** Counts one sign-up that met a taken account. */
export async function signUpMetTaken(db: Db, address: string, now: Date): Promise<void> {
  await countHit(db, keyOf(address), signUpTakenLimit, now);
}
