import { describe, expect, it } from "vitest";

import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("defaults the upstream API to http://127.0.0.1:4000", () => {
    expect(parseEnv({}).API_BASE_URL).toBe("http://127.0.0.1:4000");
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ API_BASE_URL: "", SITE_URL: "" })).toMatchObject({
      API_BASE_URL: "http://127.0.0.1:4000",
      SITE_URL: "http://127.0.0.1:3000",
    });
  });

  it("keeps a configured API and site URL", () => {
    const parsed = parseEnv({
      API_BASE_URL: "http://127.0.0.1:4100",
      SITE_URL: "https://shop.example",
    });
    expect(parsed.API_BASE_URL).toBe("http://127.0.0.1:4100");
    expect(parsed.SITE_URL).toBe("https://shop.example");
  });

  it("leaves the e2e fault routes off unless E2E_FAULT_ROUTES is exactly 1", () => {
    expect(parseEnv({}).E2E_FAULT_ROUTES).toBeUndefined();
    expect(parseEnv({ E2E_FAULT_ROUTES: "1" }).E2E_FAULT_ROUTES).toBe("1");
    expect(() => parseEnv({ E2E_FAULT_ROUTES: "true" })).toThrow();
  });

  it("rejects a malformed API URL", () => {
    expect(() => parseEnv({ API_BASE_URL: "not a url" })).toThrow();
  });
});
