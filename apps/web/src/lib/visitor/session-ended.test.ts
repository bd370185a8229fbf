import { describe, expect, it } from "vitest";

import { hasSessionEndedFlag, SESSION_ENDED_PARAM, withSessionEndedFlag } from "./session-ended";

describe("the ended session's flag", () => {
  it("is read back from the address it writes", () => {
    const url = new URL(withSessionEndedFlag("/home"), "http://shop.test");
    expect(url.pathname).toBe("/home");
    expect(hasSessionEndedFlag(Object.fromEntries(url.searchParams))).toBe(true);
  });

  it("is absent from other addresses and other values", () => {
    expect(hasSessionEndedFlag({})).toBe(false);
    expect(hasSessionEndedFlag({ [SESSION_ENDED_PARAM]: "yes" })).toBe(false);
    expect(hasSessionEndedFlag({ [SESSION_ENDED_PARAM]: ["expired", "x"] })).toBe(true);
  });
});
