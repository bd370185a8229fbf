import type { BrowserContext } from "@playwright/test";

/** The storefront under test (playwright.config.ts starts it on E2E_WEB_PORT, default 3100). */
export const WEB_URL = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? "3100"}`;

/** The five modules of the demo seed and their headlines (spec D §1). */
export const modules = [
  { id: 1, type: "grocery", name: "Grocery", headline: "Fresh Item that deserve to eat" },
  {
    id: 2,
    type: "pharmacy",
    name: "Pharmacy",
    headline: "Quality Medicines & Health care at your Doorstep.",
  },
  { id: 3, type: "ecommerce", name: "Ecommerce", headline: "Exclusive collection for everyone" },
  { id: 4, type: "food", name: "Food", headline: "FIND YOUR HAPPINESS" },
  { id: 5, type: "parcel", name: "Parcel", headline: "Track your Products" },
] as const;

/** The sections each module's home page must show (spec D §2 "Home-page layouts"), by data-section. */
export const expectedSections: Record<(typeof modules)[number]["type"], string[]> = {
  grocery: [
    "categories",
    "advertisement",
    "popular-items",
    "special-offer",
    "flash-sale",
    "top-offers",
    "featured-stores",
    "best-reviewed",
    "just-for-you",
    "recommended",
    "bottom_section_banner",
  ],
  pharmacy: ["categories", "basic-medicine", "top-offers", "featured-stores", "common-conditions"],
  ecommerce: [
    "banners",
    "popular-items",
    "top-offers",
    "promotional_banner",
    "popular-stores",
    "best-reviewed",
    "new-arrivals",
    "featured-categories",
    "brands",
    "bottom_section_banner",
  ],
  food: [
    "banners",
    "special-offer",
    "top-offers",
    "best-reviewed",
    "featured-categories",
    "new-arrival-restaurants",
    "best-store-nearby",
    "highlights",
  ],
  parcel: ["parcel-categories", "parcel-banners", "why-choose", "video-block"],
};

/** Saves a delivery location in Old Town (zone 1) and, optionally, a module, as the picker would. */
export async function saveLocation(
  context: BrowserContext,
  options: { moduleId?: number; moduleType?: string; language?: string; theme?: string } = {},
) {
  const cookies: Record<string, string> = {
    zone_id: "[1]",
    lat: "23.7925",
    lng: "90.401",
    location: "Old Town Central Station, Old Town, Lakeshore",
  };
  if (options.moduleId !== undefined && options.moduleType) {
    cookies.module_id = String(options.moduleId);
    cookies.module_type = options.moduleType;
  }
  if (options.language) cookies.lang = options.language;
  if (options.theme) cookies.theme = options.theme;
  await context.addCookies(
    Object.entries(cookies).map(([name, value]) => ({
      name,
      value,
      url: WEB_URL,
      httpOnly: true,
      sameSite: "Lax" as const,
    })),
  );
}

/**
 * The count line of a listing or store list ('N items Found' / 'N stores Found'; one result is singular).
 * @example foundText(1, "store") // "1 store Found"
 */
export function foundText(count: number, kind: "item" | "store"): string {
  return `${String(count)} ${kind}${count === 1 ? "" : "s"} Found`;
}
