import { describe, expect, it } from "vitest";

import { packageViewResponseSchema } from "./subscription-package";

const row = {
  id: "2",
  package_name: "Growth",
  price: "49.00",
  validity: "30",
  max_order: "unlimited",
  max_product: "500",
  pos: 1,
  mobile_app: "1",
  chat: 0,
  review: true,
  self_delivery: null,
  status: 1,
  default: 0,
  colour: "#0f766e",
  text: "For busy stores",
  created_at: "2026-01-01T00:00:00.000000Z",
};

describe("packageViewResponseSchema", () => {
  it("reads the backend's text numbers, 0/1 flags and unlimited limits", () => {
    const [growth] = packageViewResponseSchema.parse({ packages: [row] }).packages;
    expect(growth).toEqual({
      id: 2,
      package_name: "Growth",
      price: 49,
      validity: 30,
      max_order: "unlimited",
      max_product: 500,
      pos: true,
      mobile_app: true,
      chat: false,
      review: true,
      self_delivery: false,
      status: true,
      default: false,
      colour: "#0f766e",
      text: "For busy stores",
    });
  });

  it("reads an empty list and refuses a package without a name or a bad limit", () => {
    expect(packageViewResponseSchema.parse({ packages: [] }).packages).toEqual([]);
    expect(
      packageViewResponseSchema.safeParse({ packages: [{ ...row, package_name: undefined }] })
        .success,
    ).toBe(false);
    expect(
      packageViewResponseSchema.safeParse({ packages: [{ ...row, max_order: "lots" }] }).success,
    ).toBe(false);
  });
});
