import { describe, expect, it } from "vitest";

import {
  afterLoginNavigation,
  afterModuleSelectionTarget,
  afterSignUpTarget,
} from "./after-auth-navigation";

describe("afterLoginNavigation", () => {
  it("when from is present after a login-related flow, go to /home", () => {
    expect(afterLoginNavigation({ from: "checkout" })).toEqual({ code: "go_home", href: "/home" });
  });

  it("else go back", () => {
    expect(afterLoginNavigation({})).toEqual({ code: "go_back" });
    expect(afterLoginNavigation({ from: null })).toEqual({ code: "go_back" });
    expect(afterLoginNavigation({ from: "" })).toEqual({ code: "go_back" });
  });
});

describe("afterSignUpTarget", () => {
  it("goes to /interest when a zone is set and the module is not parcel", () => {
    expect(afterSignUpTarget({ hasZone: true, moduleType: "food" })).toBe("/interest");
  });

  it("goes to /home without a zone or in parcel", () => {
    expect(afterSignUpTarget({ hasZone: false, moduleType: "food" })).toBe("/home");
    expect(afterSignUpTarget({ hasZone: true, moduleType: "parcel" })).toBe("/home");
  });
});

describe("afterModuleSelectionTarget", () => {
  const base = { hasSavedInterests: true, moduleId: 3, userModuleIds: [1], moduleType: "food" };

  it("goes to /interest when the user has saved interests and the module is new and not parcel", () => {
    expect(afterModuleSelectionTarget(base)).toBe("/interest");
  });

  it("goes to /home otherwise", () => {
    expect(afterModuleSelectionTarget({ ...base, hasSavedInterests: false })).toBe("/home");
    expect(afterModuleSelectionTarget({ ...base, userModuleIds: [1, 3] })).toBe("/home");
    expect(afterModuleSelectionTarget({ ...base, moduleType: "parcel" })).toBe("/home");
  });
});
