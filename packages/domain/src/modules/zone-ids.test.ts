import { describe, expect, it } from "vitest";

import { parseZoneIds, zoneIdsHeader } from "./zone-ids";

describe("parseZoneIds", () => {
  it("reads zone ids from the wire's JSON-array string", () => {
    expect(parseZoneIds("[1,3]")).toEqual([1, 3]);
    expect(parseZoneIds('["2"]')).toEqual([2]);
    expect(parseZoneIds("[]")).toEqual([]);
  });

  it("accepts an array or a single number", () => {
    expect(parseZoneIds([1, "4"])).toEqual([1, 4]);
    expect(parseZoneIds(7)).toEqual([7]);
    expect(parseZoneIds("7")).toEqual([7]);
  });

  it.each(["", "[1,", "abc", "[0]", "[1.5]", '[""]', "{}", "null"])(
    "rejects %j with invalid_zone_ids",
    (value) => {
      expect(() => parseZoneIds(value)).toThrow(
        expect.objectContaining({ code: "invalid_zone_ids" }),
      );
    },
  );
});

describe("zoneIdsHeader", () => {
  it("writes the zoneId header as a JSON array string", () => {
    expect(zoneIdsHeader([1, 3])).toBe("[1,3]");
  });
});
