import { describe, expect, it } from "vitest";

import { DomainInputError, isDomainInputError } from "./domain-input-error";

describe("DomainInputError", () => {
  it("carries a code, a message and the offending input", () => {
    const error = new DomainInputError("invalid_amount", "Not a decimal: abc", "abc");
    expect(error.code).toBe("invalid_amount");
    expect(error.message).toBe("Not a decimal: abc");
    expect(error.input).toBe("abc");
    expect(error.name).toBe("DomainInputError");
  });
});

describe("isDomainInputError", () => {
  it("recognises domain input errors and nothing else", () => {
    expect(isDomainInputError(new DomainInputError("invalid_time", "bad"))).toBe(true);
    expect(isDomainInputError(new Error("bad"))).toBe(false);
    expect(isDomainInputError("invalid_time")).toBe(false);
  });
});
