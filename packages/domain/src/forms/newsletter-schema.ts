// Single source of truth for the newsletter form (A5): a standard email pattern.

import { z } from "zod";

import { EMAIL_PATTERN } from "./form-fields";

/**
 * Newsletter email must match a standard email pattern else 'Please insert a valid email.'.
 * @example newsletterSchema.safeParse({ email: "ann@example" }) // fails with "newsletter_email_invalid"
 */
export const newsletterSchema = z.object({
  email: z
    .string({ error: "newsletter_email_invalid" })
    .trim()
    .regex(EMAIL_PATTERN, { error: "newsletter_email_invalid" }),
});
export type NewsletterValues = z.infer<typeof newsletterSchema>;
