import type { ProfileMenuEntry } from "@marketplace/domain";

/** The panels `/profile?page=` renders itself; any other value shows the default (profile-settings). */
export const PROFILE_PANELS = [
  "profile-settings",
  "my-orders",
  "address",
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

/** Where each profile menu entry leads (logout is the header's). */
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

/** The profile's own addresses panel, listed after my orders. */
export interface ProfileMenuItem {
  key: ProfileMenuEntry | "address";
  href: string;
}
const ADDRESS_ITEM: ProfileMenuItem = { key: "address", href: "/profile?page=address" };

/**
 * The menu entries to show (the config's, in the domain's order) with their links, and the addresses
 * panel after my orders.
 */
export function profileMenuItems(entries: readonly ProfileMenuEntry[]): ProfileMenuItem[] {
  return entries.flatMap((key): ProfileMenuItem[] => {
    const href = HREFS[key];
    if (href === undefined) return [];
    return key === "my-orders" ? [{ key, href }, ADDRESS_ITEM] : [{ key, href }];
  });
}
