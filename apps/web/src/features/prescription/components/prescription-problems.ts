/**
 * The prescription form's checks with the domain's rules (loaded with the first use, keeping zod out of the
 * page's first load): 1 to 3 images, each a JPG, PNG or GIF of at most 2 MB; a name and a phone, and for a
 * guest an email. Answers the domain's message codes.
 */
export async function imagesProblem(
  all: readonly File[],
  added: readonly File[],
): Promise<string | null> {
  const { prescriptionImagesSchema, profilePhotoSchema } = await import("@marketplace/domain");
  const count = prescriptionImagesSchema.safeParse(all);
  if (!count.success) return count.error.issues[0]?.message ?? "prescription_image_required";
  for (const file of added) {
    const photo = profilePhotoSchema.safeParse(file);
    if (!photo.success) return photo.error.issues[0]?.message ?? "photo_invalid";
  }
  return null;
}

export async function contactProblems(
  contact: { name: string; phone: string; email: string },
  guest: boolean,
): Promise<Partial<Record<"name" | "phone" | "email", string>>> {
  const { emailField, requiredText } = await import("@marketplace/domain");
  const problems: Partial<Record<"name" | "phone" | "email", string>> = {};
  const name = requiredText("contact_name_required").safeParse(contact.name);
  if (!name.success) problems.name = name.error.issues[0]?.message;
  const phone = requiredText("contact_phone_required").safeParse(contact.phone);
  if (!phone.success) problems.phone = phone.error.issues[0]?.message;
  if (guest) {
    const email = emailField().safeParse(contact.email);
    if (!email.success) problems.email = email.error.issues[0]?.message;
  }
  return problems;
}
