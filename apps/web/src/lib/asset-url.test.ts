import { describe, expect, it } from "vitest";

import { assetUrl } from "./asset-url";

describe("assetUrl", () => {
  it("serves the API's storage images from this origin", () => {
    expect(assetUrl("http://127.0.0.1:4000/storage/items/apple.webp")).toBe(
      "/storage/items/apple.webp",
    );
  });
  it("keeps relative paths and refuses foreign hosts", () => {
    expect(assetUrl("/storage/a.png")).toBe("/storage/a.png");
    expect(assetUrl("https://cdn.evil.test/x.png")).toBeNull();
    expect(assetUrl(null)).toBeNull();
    expect(assetUrl("")).toBeNull();
  });
});
