import { describe, expect, it } from "vitest";

import { asList } from "./as-list";

describe("asList", () => {
  it("reads null, undefined and '' where a list belongs as an empty list", () => {
    expect(asList(null, "add_ons")).toEqual([]);
    expect(asList(undefined, "add_ons")).toEqual([]);
    expect(asList("" as unknown as number[], "add_ons")).toEqual([]);
  });

  it("passes lists through", () => {
    const list = [1, 2];
    expect(asList(list, "ids")).toBe(list);
  });

  it("refuses anything else with invalid_list", () => {
    expect(() => asList("[1]" as unknown as number[], "ids")).toThrow(
      expect.objectContaining({ code: "invalid_list" }),
    );
    expect(() => asList({} as unknown as number[], "ids")).toThrow(
      expect.objectContaining({ code: "invalid_list" }),
    );
  });
});
