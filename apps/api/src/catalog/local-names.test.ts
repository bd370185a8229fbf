import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { getCategories, getModules, getZones } from "@marketplace/api-client";

import { testNow } from "../test/fixed-clock";
import { groceryContext, sdkClient } from "../test/sdk";
import { createTestApp } from "../test/test-db";
import { hasArabicName, localName } from "./local-names";
import { getReference } from "./reference";

let setup: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  setup = await createTestApp();
});
afterAll(async () => {
  await setup.dispose();
});

describe("module and category names in the request's language", () => {
  it("has an Arabic name for every seeded module and category", async () => {
    const ref = await getReference(setup.database.db, testNow);
    const names = [
      ...[...ref.modules.values()].map((module) => module.moduleName),
      ...[...ref.categories.values()].map((category) => category.name),
    ];
    expect(names.length).toBeGreaterThan(80);
    expect(names.filter((name) => !hasArabicName(name))).toEqual([]);
  });

  it("answers Arabic category names (and their children's) for X-localization: ar", async () => {
    const arabic = await getCategories(sdkClient(setup.app, { ...groceryContext, language: "ar" }));
    const english = await getCategories(
      sdkClient(setup.app, { ...groceryContext, language: "en" }),
    );
    expect(english.map((row) => row.name)).toContain("Fruits");
    expect(arabic.map((row) => row.name)).toContain("الفواكه");
    expect(arabic.map((row) => row.id)).toEqual(english.map((row) => row.id));
    const fruits = arabic.find((row) => row.name === "الفواكه");
    expect(fruits?.childes?.map((child) => child.name)).toEqual(
      expect.arrayContaining(["فواكه طازجة", "فواكه استوائية"]),
    );
  });

  it("answers Arabic module names in the module and zone lists", async () => {
    const client = sdkClient(setup.app, { ...groceryContext, language: "ar" });
    const modules = await getModules(client);
    expect(modules.map((module) => module.module_name)).toEqual(
      expect.arrayContaining(["البقالة", "الصيدلية", "المتجر", "الطعام", "الطرود"]),
    );
    const zones = await getZones(client);
    const names = zones.flatMap((zone) => zone.modules?.map((module) => module.module_name) ?? []);
    expect(names).toContain("البقالة");
    expect(names).not.toContain("Grocery");
  });

  it("keeps the stored name for other languages and unknown names", () => {
    expect(localName("Fruits", "en")).toBe("Fruits");
    expect(localName("Fruits", undefined)).toBe("Fruits");
    expect(localName("Fruits", "ar-EG")).toBe("الفواكه");
    expect(localName("Not seeded", "ar")).toBe("Not seeded");
  });
});
