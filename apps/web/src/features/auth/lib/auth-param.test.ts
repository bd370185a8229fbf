import { describe, expect, it } from "vitest";

import { authHref } from "./auth-param";

describe("authHref", () => {
  it("adds the sign-in parameter and keeps the other query parameters", () => {
    expect(authHref(new URL("http://x.test/home?data_type=all#top"), true)).toBe(
      "/home?data_type=all&auth=sign-in#top",
    );
  });

  it("removes only the auth parameter", () => {
    expect(authHref(new URL("http://x.test/home?auth=sign-in&search=milk"), false)).toBe(
      "/home?search=milk",
    );
  });
});
