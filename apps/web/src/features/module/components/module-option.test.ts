import { describe, expect, it } from "vitest";

import { moduleSchema } from "@marketplace/api-client";

import { toModuleOptions } from "./module-option";

describe("toModuleOptions", () => {
  it("maps wire modules and keeps their zones", () => {
    const food = moduleSchema.parse({
      id: "2",
      module_name: "Food",
      module_type: "food",
      status: "1",
      icon_full_url: "http://127.0.0.1:4000/storage/modules/food.svg",
      zones: [{ id: 1 }, { id: 3 }],
    });
    expect(toModuleOptions([food])).toEqual([
      { id: 2, name: "Food", type: "food", icon: "/storage/modules/food.svg", zoneIds: [1, 3] },
    ]);
  });

  it("drops module types the storefront does not serve", () => {
    const rental = moduleSchema.parse({ id: 9, module_name: "Rental", module_type: "rental" });
    expect(toModuleOptions([rental])).toEqual([]);
  });
});
