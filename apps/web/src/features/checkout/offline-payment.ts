import type { OfflinePaymentMethod } from "@marketplace/api-client";
import { offlineFieldLabel } from "@marketplace/domain";

/** An offline payment method as the checkout shows it (plain data for the client). */
export interface OfflineMethod {
  id: number;
  name: string;
  /** The payment details the customer reads (bank name, account number, …). */
  details: { label: string; value: string }[];
  /** The fields the customer fills (`name` is the key the server expects). */
  fields: { name: string; label: string; placeholder: string; required: boolean }[];
}

/** "transaction_id" → "Transaction id" (the order page words submitted fields the same way). */
export const fieldLabel = offlineFieldLabel;

/** The active methods of `offline_payment_method_list`, as the checkout shows them. */
export function offlineMethodsOf(methods: readonly OfflinePaymentMethod[]): OfflineMethod[] {
  return methods
    .filter((method) => method.status !== false)
    .map((method) => ({
      id: method.id,
      name: method.method_name,
      details: method.method_fields.map((field) => ({
        label: fieldLabel(field.input_name),
        value: field.input_data,
      })),
      fields: method.method_informations.map((info) => ({
        name: info.customer_input,
        label: fieldLabel(info.customer_input),
        placeholder: info.customer_placeholder,
        required: info.is_required,
      })),
    }));
}

/** What the customer entered for the chosen offline method. */
export interface OfflineEntry {
  methodId: number | null;
  values: Record<string, string>;
  note: string;
}

/** The names of the method's required fields left empty (blank counts as empty). */
export function missingOfflineFields(method: OfflineMethod, values: Record<string, string>) {
  return method.fields
    .filter((field) => field.required && (values[field.name] ?? "").trim() === "")
    .map((field) => field.name);
}

/** The method's fields as `PUT customer/order/offline-payment` takes them (trimmed; empty ones left out). */
export function offlineFieldsOf(
  method: OfflineMethod,
  values: Record<string, string>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const field of method.fields) {
    const value = (values[field.name] ?? "").trim();
    if (value !== "") fields[field.name] = value;
  }
  return fields;
}
