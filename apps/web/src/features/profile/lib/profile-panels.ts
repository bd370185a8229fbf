import type { ProfileMenuEntry } from "@marketplace/domain";

/** The panels `/profile?page=` renders itself; any other value shows the default (profile-settings). */
export const PROFILE_PANELS = [
  "profile-settings",
  "my-orders",
  // chat and notifications (features/chat, features/notifications)
  "inbox",
  "notifications",
] as const;
export type ProfilePanel = (typeof PROFILE_PANELS)[number];

/**
 * The panel a `page` query chooses (an order id always opens my orders); unknown values give the default.
 * @example profilePanel("my-orders", undefined) // "my-orders"
 */
export function profilePanel(
  page: string | string[] | undefined,
  orderId: string | string[] | undefined,
): ProfilePanel {
  if (orderId !== undefined) return "my-orders";
  const text = Array.isArray(page) ? page[0] : page;
  return PROFILE_PANELS.find((panel) => panel === text) ?? "profile-settings";
}

/**
 * Where each profile menu entry leads, for the entries whose page exists (coupons and settings have no page
 * yet: they are not listed, like in the header's dropdown; logout is the header's).
 */
const HREFS: Partial<Record<ProfileMenuEntry, string>> = {
  "profile-settings": "/profile?page=profile-settings",
  "my-orders": "/profile?page=my-orders",
  wallet: "/wallet",
  "loyalty-points": "/loyalty-points",
  "referral-code": "/referral-code",
  "track-order": "/track-order",
};

/** The menu entries to show (the config's, in the domain's order) with their links. */
export function profileMenuItems(
  entries: readonly ProfileMenuEntry[],
): { key: ProfileMenuEntry; href: string }[] {
  return entries.flatMap((key) => {
    const href = HREFS[key];
    return href === undefined ? [] : [{ key, href }];
  });
}
