import { describe, expect, it } from "vitest";

import { hasErrorsField, normalizeErrorBody, UNCODED_ERROR_CODE } from "./normalize-error-body";

describe("normalizeErrorBody", () => {
  it("reads the usual errors array of { code, message }", () => {
    expect(
      normalizeErrorBody({
        errors: [{ code: "cart_item", message: "Item already added in the cart" }],
      }),
    ).toEqual([{ code: "cart_item", message: "Item already added in the cart" }]);
  });

  it("reads errors sent as one object (item details not found)", () => {
    expect(
      normalizeErrorBody({ errors: { code: "product-001", message: "Product not found" } }),
    ).toEqual([{ code: "product-001", message: "Product not found" }]);
  });

  it("reads errors sent as an object with only a message (wallet add-fund), code uncoded", () => {
    expect(normalizeErrorBody({ errors: { message: "digital_payment_is_disable" } })).toEqual([
      { code: "uncoded", message: "digital_payment_is_disable" },
    ]);
  });

  it("reads errors sent as a plain string (guest check 401), code uncoded", () => {
    expect(normalizeErrorBody({ errors: "Unauthorized" })).toEqual([
      { code: "uncoded", message: "Unauthorized" },
    ]);
    expect(normalizeErrorBody("Unauthorized")).toEqual([
      { code: UNCODED_ERROR_CODE, message: "Unauthorized" },
    ]);
  });

  it("reads a top-level message, code uncoded", () => {
    expect(normalizeErrorBody({ message: "Unauthenticated." })).toEqual([
      { code: "uncoded", message: "Unauthenticated." },
    ]);
  });

  it("reads a field map of message lists", () => {
    expect(
      normalizeErrorBody({ errors: { email: ["The email has already been taken."] } }),
    ).toEqual([{ code: "email", message: "The email has already been taken." }]);
  });

  it("returns nothing for bodies without error text", () => {
    expect(normalizeErrorBody(null)).toEqual([]);
    expect(normalizeErrorBody([1, 2])).toEqual([]);
  });
});

describe("hasErrorsField", () => {
  it("treats a 200 body with errors as an error", () => {
    expect(hasErrorsField({ errors: [{ code: "zoneId", message: "Zone id is required!" }] })).toBe(
      true,
    );
  });

  it("ignores empty errors and bodies without them", () => {
    expect(hasErrorsField({ errors: [] })).toBe(false);
    expect(hasErrorsField({ message: "ok" })).toBe(false);
    expect(hasErrorsField([{ errors: "x" }])).toBe(false);
  });
});
