import { describe, expect, it } from "vitest";

import { logoTarget } from "./logo-target";

describe("logoTarget", () => {
  it("logo click goes to /home", () => {
    expect(logoTarget({ pathname: "/store/5", hasLocation: true })).toBe("/home");
    expect(logoTarget({ pathname: "/", hasLocation: true })).toBe("/home");
  });

  it("or to / when on the landing page with no saved location", () => {
    expect(logoTarget({ pathname: "/", hasLocation: false })).toBe("/");
  });
});
