import { describe, expect, it } from "vitest";

import { cn } from "./cn";

describe("cn", () => {
  it("drops falsy values and joins the rest", () => {
    expect(cn("px-2", false, undefined, "font-bold")).toBe("px-2 font-bold");
  });

  it("lets a later utility win over a conflicting earlier one", () => {
    expect(cn("bg-primary px-2", "px-4")).toBe("bg-primary px-4");
  });
});
