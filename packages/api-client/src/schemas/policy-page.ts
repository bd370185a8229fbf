/** The information pages (about us, terms, privacy, refund, cancellation, shipping). */
import * as z from "zod";

/** The paths of the information pages, as the real backend names them (`cancelation` with one l). */
export const policyPageKeys = [
  "about-us",
  "terms-and-conditions",
  "privacy-policy",
  "refund-policy",
  "cancelation",
  "shipping-policy",
] as const;

/** One information page's path. */
export type PolicyPageKey = (typeof policyPageKeys)[number];

/**
 * `GET about-us`, `terms-and-conditions`, `privacy-policy`, `refund-policy`, `cancelation`,
 * `shipping-policy`: the page's rich text (HTML written in the admin panel's editor) as a JSON string.
 * Older backends wrap it as `{ value }` or `{ status, content }`; every shape becomes the HTML string.
 * The HTML is the administrator's and is not safe to insert as it is: sanitise it before rendering.
 */
export const policyPageSchema = z
  .union([
    z.string(),
    z.looseObject({ value: z.string() }).transform((page) => page.value),
    z.looseObject({ content: z.string() }).transform((page) => page.content),
  ])
  .pipe(z.string());

/** An information page's HTML. */
export type PolicyPage = z.infer<typeof policyPageSchema>;
