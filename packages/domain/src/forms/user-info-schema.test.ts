import { describe, expect, it } from "vitest";

import { issueCodes } from "../__fixtures__/form-issues";
import { userInfoSchema } from "./user-info-schema";

describe("userInfoSchema", () => {
  it("name and email or phone are required; the refer code is optional", () => {
    expect(
      userInfoSchema.safeParse({ name: "Ann", email_or_phone: "ann@example.com" }).success,
    ).toBe(true);
    expect(issueCodes(userInfoSchema.safeParse({ name: "", email_or_phone: "" }))).toEqual({
      name: "name_required",
      email_or_phone: "email_or_phone_required",
    });
  });
});
