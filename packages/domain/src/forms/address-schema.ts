// Single source of truth for the address form and the guest contact form (A2, A5).

import { z } from "zod";

import { requiredText } from "./form-fields";

/** Address types (A9). */
export const ADDRESS_TYPES = ["home", "office", "other"] as const;

const optionalText = z.string().trim().optional();

/**
 * Address: address ('Address is required'), contact_person_name ('Name is required'),
 * contact_person_number ('Phone Number is required'); label name only for type other; email for guests.
 * @example addressSchema.safeParse({ address_type: "home", address: "House 1", contact_person_name: "Ann", contact_person_number: "+8801700000000", latitude: 23.8, longitude: 90.4 })
 */
export const addressSchema = z
  .object({
    address_type: z.enum(ADDRESS_TYPES),
    address_label: optionalText,
    address: requiredText("address_required"),
    contact_person_name: requiredText("contact_name_required"),
    contact_person_number: requiredText("contact_phone_required"),
    contact_person_email: optionalText,
    house: optionalText,
    floor: optionalText,
    road: optionalText,
    additional_information: optionalText,
    latitude: z.number(),
    longitude: z.number(),
  })
  .transform(({ address_label, ...values }) =>
    values.address_type === "other" && address_label !== undefined && address_label !== ""
      ? { ...values, address_label }
      : values,
  );
export type AddressValues = z.infer<typeof addressSchema>;

/**
 * Guest contact: contact_person_name, contact_person_number and contact_person_email are required (no bounds shown).
 * @example guestContactSchema.safeParse({ contact_person_name: "Ann", contact_person_number: "+8801700000000", contact_person_email: "ann@example.com" })
 */
export const guestContactSchema = z.object({
  contact_person_name: requiredText("contact_name_required"),
  contact_person_number: requiredText("contact_phone_required"),
  contact_person_email: requiredText("email_required"),
});
export type GuestContactValues = z.infer<typeof guestContactSchema>;
