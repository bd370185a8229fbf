// Single source of truth for which desktop header items show (A2).

export const HEADER_ITEMS = [
  "home",
  "location",
  "track_order",
  "chat",
  "wishlist",
  "cart",
  "contact",
  "profile",
  "sign_in",
  "theme",
  "language",
  "module",
  "saved_address_hint",
] as const;
export type HeaderItem = (typeof HEADER_ITEMS)[number];

/**
 * Desktop header: Home and location always; track order for guests outside parcel with a location;
 * chat signed in outside parcel; wishlist signed in with a zone outside parcel; cart outside parcel;
 * parcel shows a Contact link instead; profile or Sign In; theme, language and module selectors when no
 * location is set; guests see the saved-address hint.
 * @example headerItems({ signedIn: false, moduleType: "food", hasLocation: true, hasZone: true })
 */
export function headerItems(input: {
  signedIn: boolean;
  moduleType: string | null | undefined;
  hasLocation: boolean;
  hasZone: boolean;
}): HeaderItem[] {
  const parcel = input.moduleType === "parcel";
  const items: HeaderItem[] = ["home", "location"];
  if (!input.signedIn && !parcel && input.hasLocation) items.push("track_order");
  if (input.signedIn && !parcel) items.push("chat");
  if (input.signedIn && input.hasZone && !parcel) items.push("wishlist");
  items.push(parcel ? "contact" : "cart");
  items.push(input.signedIn ? "profile" : "sign_in");
  if (!input.hasLocation) items.push("theme", "language", "module");
  if (!input.signedIn) items.push("saved_address_hint");
  return items;
}

/**
 * The mobile header shows the module switcher instead of the logo only on /home without a search and with
 * two or more modules.
 * @example showsMobileModuleSwitcher({ pathname: "/home", hasSearch: false, moduleCount: 2 }) // true
 */
export function showsMobileModuleSwitcher(input: {
  pathname: string;
  hasSearch: boolean;
  moduleCount: number;
}): boolean {
  return input.pathname === "/home" && !input.hasSearch && input.moduleCount >= 2;
}

/** The top strip is hidden at this width (px) or below. */
export const COMPACT_HEADER_BREAKPOINT = 1180;
