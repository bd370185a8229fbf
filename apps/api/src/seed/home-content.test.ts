import { describe, expect, it } from "vitest";

import { buildDemoData } from "./build";
import { zoneDefs } from "./city";

const data = buildDemoData(new Date("2026-11-21T12:00:00Z"));
const shopping = data.modules.filter((module) => module.moduleType !== "parcel");

/** Words that give away a title made from a key ("bottom_section_banner" → "Bottom"). */
const placeholder =
  /^(promotional|bottom|best reviewed|new arrival|basic nearby|top (stores|items))$/i;

describe("what every module's home shows in every zone", () => {
  it("has active featured stores of every shopping module in every zone", () => {
    for (const module of shopping) {
      for (let zoneId = 1; zoneId <= zoneDefs.length; zoneId += 1) {
        const featured = data.stores.filter(
          (store) =>
            store.moduleId === module.id &&
            store.zoneId === zoneId &&
            store.featured === 1 &&
            store.active !== false,
        );
        expect(featured.length, `${module.moduleType} in zone ${String(zoneId)}`).toBeGreaterThan(
          0,
        );
      }
    }
  });

  it("titles every banner and picture with real words, not its slot's name", () => {
    const drawn = data.images.flatMap((spec) =>
      spec.kind === "banner" || spec.kind === "cover" ? [spec] : [],
    );
    expect(drawn.length).toBeGreaterThan(50);
    for (const spec of drawn) {
      const where = `${spec.folder}/${spec.file}`;
      expect(spec.title, where).not.toMatch(placeholder);
      // A subtitle says something of its own, not just the module's name.
      expect(spec.subtitle, where).not.toMatch(/^(Grocery|Pharmacy|Shop|Food|Parcel)?$/);
    }
    for (const banner of data.banners) expect(banner.title).not.toMatch(placeholder);
  });

  it("draws one promotional banner per slot of each shopping module's home", () => {
    for (const module of shopping) {
      const content = data.moduleContents.find(
        (entry) => entry.moduleId === module.id && entry.key === "promotional_banners",
      );
      expect(Object.keys((content?.value ?? {}) as Record<string, string>).sort()).toEqual([
        "basic_section_nearby",
        "best_reviewed_section_banner",
        "bottom_section_banner",
        "new_arrival_section_banner",
        "promotional_banner",
      ]);
    }
  });
});
