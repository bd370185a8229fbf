import { describe, expect, it } from "vitest";

import { resolveClientAddress } from "./client-address";

const trusted = ["127.0.0.1", "::1"];

describe("resolveClientAddress", () => {
  it("believes the last X-Forwarded-For entry written by a trusted proxy", () => {
    expect(resolveClientAddress("127.0.0.1", "203.0.113.9", trusted)).toBe("203.0.113.9");
    expect(resolveClientAddress("::1", "10.0.0.1, 198.51.100.7", trusted)).toBe("198.51.100.7");
  });

  it("ignores the header from anyone else, so a direct caller cannot pick its address", () => {
    expect(resolveClientAddress("198.51.100.20", "203.0.113.9", trusted)).toBe("198.51.100.20");
    expect(resolveClientAddress("127.0.0.1", "203.0.113.9", [])).toBe("127.0.0.1");
  });

  it("falls back to the socket's address when the header is empty or unusable", () => {
    expect(resolveClientAddress("127.0.0.1", undefined, trusted)).toBe("127.0.0.1");
    expect(resolveClientAddress("127.0.0.1", " , ", trusted)).toBe("127.0.0.1");
    expect(resolveClientAddress("127.0.0.1", "x".repeat(500), trusted)).toBe("127.0.0.1");
    expect(resolveClientAddress(undefined, "203.0.113.9", trusted)).toBe("unknown");
  });
});
