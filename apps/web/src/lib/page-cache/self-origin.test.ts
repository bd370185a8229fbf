import { describe, expect, it } from "vitest";

import { selfOrigin } from "./self-origin";

describe("selfOrigin", () => {
  it("prefers PAGE_CACHE_ORIGIN", () => {
    expect(
      selfOrigin({ override: "http://10.0.0.5:8080/x", nextOrigin: "http://localhost:3000" }),
    ).toBe("http://10.0.0.5:8080");
  });

  it("asks the address next start listens on, localhost as the IPv4 loopback", () => {
    expect(selfOrigin({ nextOrigin: "http://127.0.0.1:3501", port: "3501" })).toBe(
      "http://127.0.0.1:3501",
    );
    expect(selfOrigin({ nextOrigin: "http://localhost:3000" })).toBe("http://127.0.0.1:3000");
    expect(selfOrigin({ nextOrigin: "http://[::1]:3000" })).toBe("http://[::1]:3000");
  });

  it("falls back to the loopback and PORT", () => {
    expect(selfOrigin({ port: "4000" })).toBe("http://127.0.0.1:4000");
    expect(selfOrigin({})).toBe("http://127.0.0.1:3000");
  });
});
