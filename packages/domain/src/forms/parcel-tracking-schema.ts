// Single source of truth for the parcel tracking input (A5, D5): order id always, a contact only for guests,
// phone sent with a '+' prefix.

import { z } from "zod";

import { EMAIL_PATTERN } from "./form-fields";

/** The `customer/order/track` query the tracking drawer sends. */
export interface ParcelTrackingQuery {
  order_id: number;
  contact_number?: string;
}

export type ParcelTrackingCheck =
  | { code: "ok"; query: ParcelTrackingQuery }
  | { code: "order_id_required" }
  | { code: "contact_number_required" };

const ORDER_ID_PATTERN = /^\d+$/;

/**
 * The contact as sent: an email unchanged, a phone as '+' and its digits.
 * @example trackingContact("880 1700-000000") // "+8801700000000"
 */
export function trackingContact(contact: string): string {
  const text = contact.trim();
  if (EMAIL_PATTERN.test(text)) return text;
  return `+${text.replace(/\D/g, "")}`;
}

const hasContact = (contact: string): boolean =>
  /\d/.test(contact) || EMAIL_PATTERN.test(contact.trim());

/**
 * Parcel tracking: an empty (or non-numeric) order id gives 'Need a order id'; a guest without a phone (or
 * email) gets 'Need a contact number'; a signed-in user needs only the order id (a contact given anyway is
 * sent too). The phone is sent with a '+' prefix.
 * @example checkParcelTracking({ orderId: "100045", contact: "8801700000000", signedIn: false }) // { code: "ok", query: { order_id: 100045, contact_number: "+8801700000000" } }
 */
export function checkParcelTracking(input: {
  orderId: string;
  contact?: string | undefined;
  signedIn: boolean;
}): ParcelTrackingCheck {
  const orderId = input.orderId.trim();
  if (!ORDER_ID_PATTERN.test(orderId)) return { code: "order_id_required" };
  const contact = input.contact ?? "";
  if (!hasContact(contact)) {
    return input.signedIn
      ? { code: "ok", query: { order_id: Number(orderId) } }
      : { code: "contact_number_required" };
  }
  return {
    code: "ok",
    query: { order_id: Number(orderId), contact_number: trackingContact(contact) },
  };
}

/**
 * The same rules as a form schema (for react-hook-form): issues `order_id_required` and
 * `contact_number_required`; the output is the `customer/order/track` query.
 * @example parcelTrackingSchema({ signedIn: false }).parse({ order_id: "100045", contact: "8801700000000" }) // { order_id: 100045, contact_number: "+8801700000000" }
 */
export function parcelTrackingSchema(options: { signedIn: boolean }) {
  return z
    .object({
      order_id: z
        .string({ error: "order_id_required" })
        .trim()
        .regex(ORDER_ID_PATTERN, { error: "order_id_required" }),
      contact: options.signedIn
        ? z.string().optional()
        : z
            .string({ error: "contact_number_required" })
            .refine(hasContact, { error: "contact_number_required" }),
    })
    .transform(({ order_id, contact }): ParcelTrackingQuery => {
      const query: ParcelTrackingQuery = { order_id: Number(order_id) };
      if (contact !== undefined && hasContact(contact))
        query.contact_number = trackingContact(contact);
      return query;
    });
}
