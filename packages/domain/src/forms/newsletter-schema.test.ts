import { describe, expect, it } from "vitest";

import { issueCodes } from "../__fixtures__/form-issues";
import { newsletterSchema } from "./newsletter-schema";

describe("newsletterSchema", () => {
  it("the email must match a standard email pattern else 'Please insert a valid email.'", () => {
    expect(newsletterSchema.parse({ email: " ann@example.com " })).toEqual({
      email: "ann@example.com",
    });
    for (const email of ["", "ann", "ann@example", "a b@c.de"]) {
      expect(issueCodes(newsletterSchema.safeParse({ email }))).toEqual({
        email: "newsletter_email_invalid",
      });
    }
  });
});
