import { describe, expect, it } from "vitest";

import { createSchemaDriftLog } from "./schema-drift-log";

const report = (endpoint: string, path: string) => ({
  endpoint,
  path,
  issue: { path, message: "Invalid input: expected string, received number" },
});

describe("createSchemaDriftLog", () => {
  it("logs a drift once per endpoint and path, across requests", () => {
    const lines: string[] = [];
    const log = createSchemaDriftLog((line) => lines.push(line));
    log(report("coupon/list", "0.discount_type"));
    log(report("coupon/list", "0.discount_type"));
    log(report("coupon/list", "0.title"));
    log(report("customer/cart/list", "0.discount_type"));
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({
      endpoint: "coupon/list",
      path: "0.discount_type",
      issue: "Invalid input: expected string, received number",
    });
  });
});
