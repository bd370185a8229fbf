import type { Db } from "../db/client";
import { ApiError } from "../lib/errors";
import { findReferrer } from "./users";

/**
 * The referrer of a sign-up: the id of the active customer whose `ref_code` was given, stored on the new
 * account (`users.referred_by`) and paid the referral earning at its first delivered order
 * (orders/rewards.ts). No code, or referral earning switched off (`ref_earning_status` 0, where the
 * storefront hides the field): null. A code no customer has: 403 on `ref_code`, so a mistyped code is
 * not silently lost.
 */
export async function referrerOf(
  db: Db,
  settings: Record<string, unknown>,
  code: string | undefined,
): Promise<number | null> {
  const given = code?.trim() ?? "";
  if (given === "" || Number(settings.ref_earning_status ?? 0) !== 1) return null;
  const referrer = await findReferrer(db, given);
  if (!referrer) throw ApiError.of(403, "ref_code", "Referrer code not found.");
  return referrer.id;
}
