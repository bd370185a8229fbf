import { describe, expect, it } from "vitest";

import {
  breadcrumbJsonLd,
  openingHoursSpecification,
  serializeJsonLd,
  sitemapChunkCount,
  storeJsonLd,
} from "./json-ld";

describe("storeJsonLd", () => {
  const store = {
    name: "Spice House",
    address: "12 Main Road",
    latitude: 23.8,
    longitude: 90.4,
    avg_rating: 4.5,
    rating_count: 12,
    schedules: [{ day: 1, opening_time: "09:00:00", closing_time: "21:30:00" }],
  };
  it("is a Restaurant in food and a Store elsewhere", () => {
    expect(storeJsonLd(store, { url: "u", moduleType: "food" })["@type"]).toBe("Restaurant");
    expect(storeJsonLd(store, { url: "u", moduleType: "grocery" })["@type"]).toBe("Store");
  });
  it("carries address, geo, opening hours and the aggregate rating", () => {
    const ld = storeJsonLd(store, { url: "https://x/store/spice-house", moduleType: "food" });
    expect(ld).toMatchObject({
      address: { "@type": "PostalAddress", streetAddress: "12 Main Road" },
      geo: { "@type": "GeoCoordinates", latitude: 23.8, longitude: 90.4 },
      openingHoursSpecification: [
        { dayOfWeek: "https://schema.org/Monday", opens: "09:00", closes: "21:30" },
      ],
      aggregateRating: { ratingValue: 4.5, reviewCount: 12 },
    });
  });
  it("leaves out the rating without reviews and geo without coordinates", () => {
    const ld = storeJsonLd({ name: "New" }, { url: "u", moduleType: "grocery" });
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld).not.toHaveProperty("geo");
  });
  it("drops unreadable schedule rows", () => {
    expect(openingHoursSpecification([{ day: 9, opening_time: "x", closing_time: "y" }])).toEqual(
      [],
    );
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the trail from 1", () => {
    const ld = breadcrumbJsonLd([
      { name: "Home", url: "https://x/home" },
      { name: "Categories", url: "https://x/categories" },
    ]);
    expect(ld.itemListElement.map((entry) => entry.position)).toEqual([1, 2]);
    expect(ld.itemListElement[1]?.item).toBe("https://x/categories");
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element", () => {
    expect(serializeJsonLd({ name: "</script>" })).not.toContain("</script>");
  });
});

describe("sitemapChunkCount", () => {
  it("splits at the size", () => {
    expect(sitemapChunkCount(0)).toBe(1);
    expect(sitemapChunkCount(50_000)).toBe(1);
    expect(sitemapChunkCount(120_001)).toBe(3);
  });
});
