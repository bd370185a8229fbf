// Single source of truth for the profile dropdown entries (A2).

import type { Config } from "@marketplace/api-client";

export const PROFILE_MENU_ENTRIES = [
  "profile-settings",
  "my-orders",
  "wallet",
  "coupons",
  "loyalty-points",
  "referral-code",
  "settings",
  "track-order",
  "logout",
] as const;
export type ProfileMenuEntry = (typeof PROFILE_MENU_ENTRIES)[number];

/**
 * Profile dropdown: profile-settings, my-orders, wallet, coupons, loyalty-points, referral-code, settings,
 * track-order (inbox hidden), then Logout. Wallet, loyalty and referral entries are hidden when their
 * config status equals 0.
 * @example profileMenuEntries({ customer_wallet_status: false, loyalty_point_status: true, ref_earning_status: true })
 */
export function profileMenuEntries(
  config: Pick<Config, "customer_wallet_status" | "loyalty_point_status" | "ref_earning_status">,
): ProfileMenuEntry[] {
  const hidden = new Set<ProfileMenuEntry>();
  if (config.customer_wallet_status !== true) hidden.add("wallet");
  if (config.loyalty_point_status !== true) hidden.add("loyalty-points");
  if (config.ref_earning_status !== true) hidden.add("referral-code");
  return PROFILE_MENU_ENTRIES.filter((entry) => !hidden.has(entry));
}

/**
 * The refer code field shows on sign-up only when customer wallet status and referral earning status are both 1.
 * @example showsReferCode({ customer_wallet_status: true, ref_earning_status: true }) // true
 */
export function showsReferCode(
  config: Pick<Config, "customer_wallet_status" | "ref_earning_status">,
): boolean {
  return config.customer_wallet_status === true && config.ref_earning_status === true;
}
