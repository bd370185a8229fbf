import { describe, expect, it } from "vitest";

import { decodeListingName, listingHref } from "./listing-href";

describe("listingHref", () => {
  it("a search goes to /home with data_type searched and the text", () => {
    expect(listingHref({ dataType: "searched", search: " red apple " })).toBe(
      "/home?data_type=searched&search=red+apple",
    );
  });

  it("search is left out for other data types", () => {
    expect(listingHref({ dataType: "all", search: "milk" })).toBe("/home?data_type=all");
  });

  it("carries the category id and base64 name, the brand and the module", () => {
    const href = listingHref({
      dataType: "category",
      id: 4,
      name: "Fruits & Légumes",
      moduleId: 1,
    });
    const query = new URLSearchParams(href.split("?")[1]);
    expect(query.get("id")).toBe("4");
    expect(query.get("module_id")).toBe("1");
    expect(decodeListingName(query.get("name"))).toBe("Fruits & Légumes");
    expect(listingHref({ dataType: "brand", brandId: 7 })).toBe("/home?data_type=brand&brand_id=7");
  });

  it("a common condition's items: its id with from=common-condition", () => {
    expect(
      listingHref({
        dataType: "category",
        id: 3,
        name: "Fever",
        moduleId: 2,
        from: "common-condition",
      }),
    ).toBe("/home?data_type=category&id=3&name=RmV2ZXI%3D&module_id=2&from=common-condition");
  });
});

describe("decodeListingName", () => {
  it("reads base64 text and refuses anything else", () => {
    expect(decodeListingName("TWlsaw==")).toBe("Milk");
    expect(decodeListingName("%%%")).toBeNull();
    expect(decodeListingName("")).toBeNull();
    expect(decodeListingName(null)).toBeNull();
  });
});
