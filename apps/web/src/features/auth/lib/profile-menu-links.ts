import type { ProfileMenuEntry } from "@marketplace/domain";

/**
 * The profile dropdown's entries whose page exists in this storefront, with their hrefs. An entry of the
 * spec's list (domain `profileMenuEntries`) is shown only once its route is built (my-orders, wallet,
 * coupons, loyalty-points, referral-code, settings and track-order come with later issues).
 */
const HREFS: Partial<Record<ProfileMenuEntry, string>> = {};

/** The entries to show, in the domain's order, with their hrefs. */
export function profileMenuLinks(
  entries: readonly ProfileMenuEntry[],
): { key: ProfileMenuEntry; href: string }[] {
  return entries.flatMap((key) => {
    const href = HREFS[key];
    return href === undefined ? [] : [{ key, href }];
  });
}
