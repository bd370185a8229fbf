import { describe, expect, it } from "vitest";

import { buildDemoData } from "./build";
import { galleryPictureCount } from "./item-gallery";

const data = buildDemoData(new Date("2026-01-01T00:00:00Z"));

describe("the items' further pictures (item-gallery.ts)", () => {
  it("give a share of the items of every module 2–5 distinct pictures, the main one first", () => {
    for (const module of data.modules.filter((row) => row.moduleType !== "parcel")) {
      const moduleItems = data.items.filter((item) => item.moduleId === module.id);
      const withGallery = moduleItems.filter((item) => (item.images?.length ?? 0) > 1);
      expect(withGallery.length / moduleItems.length, module.moduleType).toBeGreaterThan(0.2);
      for (const count of [2, 3, 4, 5])
        expect(withGallery.some((item) => item.images?.length === count)).toBe(true);
      for (const item of moduleItems) {
        const images = item.images ?? [];
        expect(images[0]).toBe(item.image);
        expect(new Set(images).size).toBe(images.length);
        expect(images.length).toBe(galleryPictureCount(item.id ?? 0));
      }
    }
  });

  it("draws each further picture once, in the product folder", () => {
    const views = data.images.filter((spec) => spec.kind === "view");
    expect(views.length).toBeGreaterThan(100);
    expect(views.every((spec) => spec.folder === "product")).toBe(true);
    expect(new Set(views.map((spec) => spec.file)).size).toBe(views.length);
  });
});
