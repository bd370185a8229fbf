import { describe, expect, it } from "vitest";

import { foodModule, groceryModule, parcelModule } from "../__fixtures__/modules";
import { moduleSelection, modulesInZones, moduleSwitcherEnabled } from "./module-selection";

describe("moduleSelection", () => {
  it("zero modules: 'No module found'", () => {
    expect(moduleSelection([])).toEqual({ code: "no_module" });
  });

  it("exactly one module is selected automatically", () => {
    expect(moduleSelection([foodModule])).toEqual({ code: "auto_select", module: foodModule });
  });

  it("several modules show the grid", () => {
    expect(moduleSelection([foodModule, groceryModule])).toEqual({
      code: "choose",
      modules: [foodModule, groceryModule],
    });
  });
});

describe("moduleSwitcherEnabled", () => {
  it("the switcher is enabled only when at least two modules exist", () => {
    expect(moduleSwitcherEnabled([foodModule])).toBe(false);
    expect(moduleSwitcherEnabled([foodModule, groceryModule])).toBe(true);
  });
});

describe("modulesInZones", () => {
  it("the side rail lists only modules whose zones match the user's saved zone ids", () => {
    expect(modulesInZones([foodModule, groceryModule, parcelModule], [2])).toEqual([foodModule]);
    expect(modulesInZones([foodModule, groceryModule], [1, 3])).toEqual([
      foodModule,
      groceryModule,
    ]);
    expect(modulesInZones([{ zones: undefined }], [1])).toEqual([]);
  });
});
