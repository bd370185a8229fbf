// Single source of truth for the parcel tracking input (A5, D5): order id always, a contact only for guests,
// phone sent with a '+' prefix.

import { z } from "zod";

import { EMAIL_PATTERN } from "./form-fields";

/**
 * The contact as sent: an email unchanged, a phone as '+' and its digits.
 * @example trackingContact("880 1700-000000") // "+8801700000000"
 */
export function trackingContact(contact: string): string {
  const text = contact.trim();
  if (EMAIL_PATTERN.test(text)) return text;
  return `+${text.replace(/\D/g, "")}`;
}

/**
 * Parcel tracking: empty order id gives 'Need a order id'; a guest without phone gets 'Need a contact
 * number'; a signed-in user needs only the order id. The output is the `customer/order/track` query.
 * @example parcelTrackingSchema({ signedIn: false }).parse({ order_id: "100045", contact: "8801700000000" }) // { order_id: "100045", contact_number: "+8801700000000" }
 */
export function parcelTrackingSchema(options: { signedIn: boolean }) {
  const orderId = z
    .string({ error: "order_id_required" })
    .trim()
    .min(1, { error: "order_id_required" });
  if (options.signedIn) {
    return z
      .object({ order_id: orderId, contact: z.string().optional() })
      .transform(({ order_id }) => ({ order_id }));
  }
  return z
    .object({
      order_id: orderId,
      contact: z
        .string({ error: "contact_number_required" })
        .trim()
        .refine((value) => /\d/.test(value) || EMAIL_PATTERN.test(value), {
          error: "contact_number_required",
        }),
    })
    .transform(({ order_id, contact }) => ({ order_id, contact_number: trackingContact(contact) }));
}
export type ParcelTrackingQuery = { order_id: string; contact_number?: string };
