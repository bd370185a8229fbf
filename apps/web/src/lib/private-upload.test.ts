import { describe, expect, it } from "vitest";

import { privateUploadPath } from "./private-upload";

describe("privateUploadPath", () => {
  it("keeps the path of the API's private customer uploads", () => {
    expect(
      privateUploadPath("http://127.0.0.1:4100/api/v1/customer/order/attachment/7/a.png"),
    ).toBe("/api/v1/customer/order/attachment/7/a.png");
    expect(privateUploadPath("/api/v1/customer/profile-image/p.jpg")).toBe(
      "/api/v1/customer/profile-image/p.jpg",
    );
  });
  it("refuses anything else", () => {
    expect(privateUploadPath("http://evil.test/steal.png")).toBeNull();
    expect(privateUploadPath("/api/v1/auth/login")).toBeNull();
    expect(privateUploadPath(null)).toBeNull();
    expect(privateUploadPath(42)).toBeNull();
  });
});
