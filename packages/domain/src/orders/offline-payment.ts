// Single source of truth for an order's offline payment information (A7 order details, §8 'Payment info
// updated.'): when it may still be edited and which texts are accepted. The edit form's schema is in
// `offline-payment-schema.ts`, so the checkout (which needs only the labels) does not load zod.

/** Longest value of one of the method's fields, in characters (after trimming). */
export const OFFLINE_FIELD_MAX = 200;
/** Longest payment note, in characters (after trimming). */
export const OFFLINE_NOTE_MAX = 500;

/** What is wrong with an offline payment text, if anything. */
export type OfflineTextProblem = "too_long" | "control";

// C0 controls (tab and line breaks included), DEL, the C1 controls, the Unicode line separators and the
// bidi overrides that can disguise text: never part of a transaction id.
// eslint-disable-next-line no-control-regex -- these are the characters refused
const FIELD_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
// A note may break lines and hold tabs; nothing else of the above.
const NOTE_CONTROL =
  // eslint-disable-next-line no-control-regex -- these are the characters refused
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
// An unpaired surrogate cannot be stored or shown.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/u;

/**
 * Whether a method field's value (`kind: "field"`, one line, at most 200 characters) or the note
 * (`kind: "note"`, lines and tabs allowed, at most 500) is refused; the length counts the trimmed text.
 * @example offlineTextProblem("TX-1\u0000", "field") // "control"
 * @example offlineTextProblem("paid\nfrom savings", "note") // null
 */
export function offlineTextProblem(
  value: string,
  kind: "field" | "note",
): OfflineTextProblem | null {
  if ((kind === "field" ? FIELD_CONTROL : NOTE_CONTROL).test(value) || LONE_SURROGATE.test(value))
    return "control";
  if (value.trim().length > (kind === "field" ? OFFLINE_FIELD_MAX : OFFLINE_NOTE_MAX))
    return "too_long";
  return null;
}

/** The parts of an order that decide whether its offline payment information may be edited. */
export interface OfflinePaymentOrder {
  order_status: string;
  payment_status?: string | null | undefined;
  offline_payment?: { status?: string | null | undefined } | null | undefined;
}

/** Order statuses after which the payment information no longer matters. */
const CLOSED_STATUSES = new Set([
  "canceled",
  "failed",
  "refund_requested",
  "refunded",
  "refund_request_canceled",
]);

/**
 * The submitted offline payment information may be edited while it awaits verification: submitted,
 * still `pending` (not verified or denied), the order not paid and not canceled, failed or refunded.
 * @example canEditOfflinePayment({ order_status: "pending", payment_status: "unpaid", offline_payment: { status: "pending" } }) // true
 * @example canEditOfflinePayment({ order_status: "pending", payment_status: "unpaid", offline_payment: { status: "verified" } }) // false
 */
export function canEditOfflinePayment(order: OfflinePaymentOrder): boolean {
  return (
    order.offline_payment?.status === "pending" &&
    order.payment_status !== "paid" &&
    !CLOSED_STATUSES.has(order.order_status)
  );
}

/** A field of an offline method as the edit form asks for it. */
export interface OfflineFormField {
  name: string;
  required: boolean;
}

/** The edit form's values: the method's fields by name and the note. */
export interface OfflinePaymentFormValues {
  fields: Record<string, string>;
  note: string;
}

/** The issue codes of the edit form's schema (the storefront words them). */
export type OfflineFormIssue = "required" | OfflineTextProblem;

/**
 * The form's values as `PUT customer/order/offline-payment-update` takes them: trimmed, empty fields
 * left out, only the method's own fields.
 * @example offlinePaymentUpdate([{ name: "transaction_id", required: true }], { fields: { transaction_id: " TX-2 " }, note: "" }) // { fields: { transaction_id: "TX-2" }, customer_note: undefined }
 */
export function offlinePaymentUpdate(
  fields: readonly OfflineFormField[],
  values: OfflinePaymentFormValues,
): { fields: Record<string, string>; customer_note: string | undefined } {
  const sent: Record<string, string> = {};
  for (const field of fields) {
    const value = (values.fields[field.name] ?? "").trim();
    if (value !== "") sent[field.name] = value;
  }
  const note = values.note.trim();
  return { fields: sent, customer_note: note === "" ? undefined : note };
}

/**
 * A field name as a label: "transaction_id" → "Transaction id".
 * @example offlineFieldLabel("transaction_id") // "Transaction id"
 */
export function offlineFieldLabel(name: string): string {
  const words = name.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
