// Single source of truth for the structured data of store and catalogue pages (issue 14, item 7):
// schema.org Store / Restaurant with address, geo, opening hours and aggregate rating, and BreadcrumbList.

const DAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

export interface JsonLdSchedule {
  /** 0 = Sunday … 6 = Saturday, as the wire sends it. */
  day: number;
  opening_time: string;
  closing_time: string;
}

export interface JsonLdStore {
  name: string;
  address?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  avg_rating?: number | null | undefined;
  rating_count?: number | null | undefined;
  phone?: string | number | null | undefined;
  schedules?: readonly JsonLdSchedule[] | undefined;
}

type JsonLd = Record<string, unknown>;

const hhmm = (time: string): string | null => /^(\d{2}:\d{2})/.exec(time)?.[1] ?? null;

/**
 * schema.org OpeningHoursSpecification entries from the store's weekly schedules (unreadable rows dropped).
 * @example openingHoursSpecification([{ day: 1, opening_time: "09:00:00", closing_time: "21:00:00" }])[0].dayOfWeek // "https://schema.org/Monday"
 */
export function openingHoursSpecification(schedules: readonly JsonLdSchedule[]): JsonLd[] {
  return schedules.flatMap((row) => {
    const day = DAYS[row.day];
    const opens = hhmm(row.opening_time);
    const closes = hhmm(row.closing_time);
    if (day === undefined || opens === null || closes === null) return [];
    return [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: `https://schema.org/${day}`,
        opens,
        closes,
      },
    ];
  });
}

/**
 * The store page's JSON-LD: Restaurant in food, Store elsewhere; aggregateRating only with reviews.
 * @example storeJsonLd({ name: "Spice House" }, { url: "https://x/store/spice-house", moduleType: "food" })["@type"] // "Restaurant"
 */
export function storeJsonLd(
  store: JsonLdStore,
  options: { url: string; moduleType: string | null | undefined; imageUrl?: string | undefined },
): JsonLd {
  const latitude = Number(store.latitude);
  const longitude = Number(store.longitude);
  const count = Number(store.rating_count ?? 0);
  const hours = openingHoursSpecification(store.schedules ?? []);
  return {
    "@context": "https://schema.org",
    "@type": options.moduleType === "food" ? "Restaurant" : "Store",
    name: store.name,
    url: options.url,
    ...(options.imageUrl ? { image: options.imageUrl } : {}),
    ...(store.phone !== null && store.phone !== undefined && String(store.phone) !== ""
      ? { telephone: String(store.phone) }
      : {}),
    ...(store.address
      ? { address: { "@type": "PostalAddress", streetAddress: store.address } }
      : {}),
    ...(Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    store.latitude != null &&
    store.longitude != null
      ? { geo: { "@type": "GeoCoordinates", latitude, longitude } }
      : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Number(store.avg_rating ?? 0),
            reviewCount: count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/**
 * A BreadcrumbList of absolute URLs, in order.
 * @example breadcrumbJsonLd([{ name: "Home", url: "https://x/home" }]).itemListElement[0].position // 1
 */
export function breadcrumbJsonLd(trail: readonly { name: string; url: string }[]): JsonLd & {
  itemListElement: { "@type": "ListItem"; position: number; name: string; item: string }[];
} {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((entry, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: entry.name,
      item: entry.url,
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the script.
 * @example serializeJsonLd({ name: "</script>" }) // '{"name":"\\u003c/script>"}'
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/**
 * Splits sitemap entries into files of at most `size` URLs (the protocol allows 50,000).
 * @example sitemapChunkCount(120_001, 50_000) // 3
 */
export function sitemapChunkCount(total: number, size = 50_000): number {
  return Math.max(1, Math.ceil(total / size));
}
