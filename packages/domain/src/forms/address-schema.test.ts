import { describe, expect, it } from "vitest";

import { issueCodes } from "../__fixtures__/form-issues";
import { addressSchema, guestContactSchema } from "./address-schema";

const home = {
  address_type: "home" as const,
  address: "House 1, Road 2",
  contact_person_name: "Ann",
  contact_person_number: "+8801700000000",
  latitude: 23.8,
  longitude: 90.4,
};

describe("addressSchema", () => {
  it("address, contact_person_name and contact_person_number are required", () => {
    expect(
      issueCodes(
        addressSchema.safeParse({
          ...home,
          address: "",
          contact_person_name: " ",
          contact_person_number: "",
        }),
      ),
    ).toEqual({
      address: "address_required",
      contact_person_name: "contact_name_required",
      contact_person_number: "contact_phone_required",
    });
  });

  it("the label name is kept only when the type is other", () => {
    expect(addressSchema.parse({ ...home, address_label: "Gym" })).not.toHaveProperty(
      "address_label",
    );
    expect(
      addressSchema.parse({ ...home, address_type: "other", address_label: "Gym" }),
    ).toMatchObject({ address_label: "Gym" });
    expect(
      addressSchema.parse({ ...home, address_type: "other", address_label: "" }),
    ).not.toHaveProperty("address_label");
  });

  it("address types are home, office and other", () => {
    expect(addressSchema.safeParse({ ...home, address_type: "school" }).success).toBe(false);
  });
});

describe("guestContactSchema", () => {
  it("the guest contact form requires name, phone and email", () => {
    expect(issueCodes(guestContactSchema.safeParse({}))).toEqual({
      contact_person_name: "contact_name_required",
      contact_person_number: "contact_phone_required",
      contact_person_email: "email_required",
    });
    expect(
      guestContactSchema.safeParse({
        contact_person_name: "Ann",
        contact_person_number: "+880",
        contact_person_email: "a@b.co",
      }).success,
    ).toBe(true);
  });
});
