import { describe, expect, it } from "vitest";

import { safeExternalUrl } from "./safe-external-url";

describe("safeExternalUrl", () => {
  it("follows absolute http and https links", () => {
    expect(safeExternalUrl("https://shop.example/sale?x=1")).toBe("https://shop.example/sale?x=1");
    expect(safeExternalUrl("  HTTP://shop.example ")).toBe("http://shop.example/");
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/path",
    "/home",
    "shop.example",
    "https:/evil.example",
    "https:\\\\evil.example",
    "java\tscript:alert(1)",
    "https://user:pass@evil.example",
    "ftp://files.example",
    "https://",
    "https://exa mple.com",
    "",
  ])("never follows %j", (link) => {
    expect(safeExternalUrl(link)).toBeNull();
  });

  it("ignores missing links", () => {
    expect(safeExternalUrl(null)).toBeNull();
    expect(safeExternalUrl(undefined)).toBeNull();
  });
});
