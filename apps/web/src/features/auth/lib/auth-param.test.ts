import { describe, expect, it } from "vitest";

import { authHref, signInHrefFor } from "./auth-param";

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

describe("signInHrefFor", () => {
  it("keeps the page's query (repeated values too) and opens sign-in once", () => {
    expect(signInHrefFor("/profile", { page: "my-orders", orderId: undefined })).toBe(
      "/profile?page=my-orders&auth=sign-in",
    );
    expect(signInHrefFor("/listing", { tag: ["a", "b"], auth: "sign-in" })).toBe(
      "/listing?tag=a&tag=b&auth=sign-in",
    );
    expect(signInHrefFor("/profile", {})).toBe("/profile?auth=sign-in");
  });
});
