import { describe, expect, it } from "vitest";

import { parsePreferences } from "~/lib/preferences/parse-preferences";
import { queryScopeKey, queryScopeOf } from "./query-scope";

const grocery = parsePreferences({
  language: "en",
  zoneIds: "[1,3]",
  latitude: "23.79",
  longitude: "90.40",
  moduleId: "1",
  moduleType: "grocery",
});

describe("queryScopeOf", () => {
  it("takes the module, zones and language of the saved preferences", () => {
    expect(queryScopeOf(grocery, false)).toEqual({
      moduleId: 1,
      zoneIds: [1, 3],
      language: "en",
      signedIn: false,
    });
  });

  it("has no module and no zones before a location is picked", () => {
    expect(queryScopeOf(parsePreferences({}), false)).toMatchObject({
      moduleId: null,
      zoneIds: [],
    });
  });
});

describe("queryScopeKey", () => {
  const base = queryScopeOf(grocery, false);

  it("is the same for the same context, whatever the zone order", () => {
    expect(queryScopeKey({ ...base, zoneIds: [3, 1] })).toBe(queryScopeKey(base));
  });

  it("differs when the module, a zone, the language or the session changes", () => {
    const keys = [
      base,
      { ...base, moduleId: 2 },
      { ...base, zoneIds: [1] },
      { ...base, language: "ar" },
      { ...base, signedIn: true },
    ].map(queryScopeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
