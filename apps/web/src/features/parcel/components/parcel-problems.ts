import type { Party, PartyField } from "./party-card";

export type PartyErrors = Partial<Record<PartyField, string>>;

/**
 * The form's checks, with the domain's address and guest-contact rules (loaded with the first submit):
 * each side needs a picked address, a name and a phone; a guest sender also an email. Answers the
 * domain's message codes by field.
 */
export async function partyProblems(party: Party, emailRequired: boolean): Promise<PartyErrors> {
  const { addressSchema, EMAIL_PATTERN, guestContactSchema } = await import("@marketplace/domain");
  const problems: PartyErrors = {};
  const address = addressSchema.safeParse({
    address_type: "other",
    address: party.lat === null ? "" : party.address,
    contact_person_name: party.name,
    contact_person_number: party.phone,
    latitude: party.lat ?? 0,
    longitude: party.lng ?? 0,
  });
  for (const issue of address.success ? [] : address.error.issues) {
    const key = issue.path[0];
    if (key === "address") problems.address ??= issue.message;
    if (key === "contact_person_name") problems.name ??= issue.message;
    if (key === "contact_person_number") problems.phone ??= issue.message;
  }
  if (emailRequired) {
    const contact = guestContactSchema.safeParse({
      contact_person_name: party.name,
      contact_person_number: party.phone,
      contact_person_email: party.email,
    });
    const emailIssue = contact.success
      ? undefined
      : contact.error.issues.find((issue) => issue.path[0] === "contact_person_email");
    if (emailIssue) problems.email = emailIssue.message;
  }
  const email = party.email.trim();
  if (email !== "" && !EMAIL_PATTERN.test(email)) problems.email ??= "email_invalid";
  return problems;
}
