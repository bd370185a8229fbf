import type { ProfileMenuEntry } from "@marketplace/domain";

/**
 * The profile dropdown's entries with their hrefs: the spec's list (domain `profileMenuEntries`, which
 * drops wallet, loyalty and referral when their config status is off); logout is the menu's own item.
 */
const HREFS: Partial<Record<ProfileMenuEntry, string>> = {
  "profile-settings": "/profile?page=profile-settings",
  "my-orders": "/profile?page=my-orders",
  wallet: "/wallet",
  coupons: "/coupons",
  "loyalty-points": "/loyalty-points",
  "referral-code": "/referral-code",
  settings: "/settings",
  "track-order": "/track-order",
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
