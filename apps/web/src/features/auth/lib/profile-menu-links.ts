import type { ProfileMenuEntry } from "@marketplace/domain";

/**
 * The profile dropdown's entries whose page exists in this storefront, with their hrefs. An entry of the
 * spec's list (domain `profileMenuEntries`, which drops wallet, loyalty and referral when their config
 * status is off) is shown only once its route is built (profile-settings, my-orders, settings and
 * track-order come with later issues).
 */
const HREFS: Partial<Record<ProfileMenuEntry, string>> = {
  wallet: "/wallet",
  coupons: "/coupons",
  "loyalty-points": "/loyalty-points",
  "referral-code": "/referral-code",
};

/** The entries to show, in the domain's order, with their hrefs. */
export function profileMenuLinks(
  entries: readonly ProfileMenuEntry[],
): { key: ProfileMenuEntry; href: string }[] {
  return entries.flatMap((key) => {
    const href = HREFS[key];
    return href === undefined ? [] : [{ key, href }];
  });
}
