import type { OfflinePaymentMethod, Order } from "@marketplace/api-client";
import { canEditOfflinePayment, offlineFieldLabel } from "@marketplace/domain";

/** A field of the edit form: the method's field with the value submitted for it. */
export interface OfflineEditField {
  name: string;
  label: string;
  placeholder: string;
  required: boolean;
  value: string;
}

/** An order's offline payment as the order page and the tracking view show it (plain data). */
export interface OfflinePaymentView {
  orderId: number;
  methodName: string;
  /** The submitted fields, labelled, in the method's order (fields the method no longer has last). */
  entries: { name: string; label: string; value: string }[];
  note: string;
  /** `pending`, `verified`, `denied`, or what else the API says. */
  status: string;
  /** The edit form's fields while the payment may still be edited (domain `canEditOfflinePayment`). */
  edit: { fields: OfflineEditField[] } | null;
}

/**
 * The order's submitted offline payment (null when there is none), with the edit form's fields built
 * from the method (`offline_payment_method_list`) when it may still be edited. Without the method, the
 * submitted names are the fields (none required).
 */
export function offlinePaymentView(
  order: Pick<Order, "id" | "order_status" | "payment_status" | "offline_payment">,
  methods: readonly OfflinePaymentMethod[] | null,
): OfflinePaymentView | null {
  const payment = order.offline_payment;
  if (!payment) return null;
  const input = payment.customer_input ?? {};
  const method = methods?.find((entry) => entry.id === payment.method_id) ?? null;
  const methodNames = method?.method_informations.map((info) => info.customer_input) ?? [];
  const names = [...methodNames, ...Object.keys(input).filter((key) => !methodNames.includes(key))];
  const entries = names.flatMap((name) => {
    const value = input[name];
    return typeof value === "string" && value !== ""
      ? [{ name, label: offlineFieldLabel(name), value }]
      : [];
  });
  const fields: OfflineEditField[] = method
    ? method.method_informations.map((info) => ({
        name: info.customer_input,
        label: offlineFieldLabel(info.customer_input),
        placeholder: info.customer_placeholder,
        required: info.is_required,
        value: input[info.customer_input] ?? "",
      }))
    : entries.map((entry) => ({
        name: entry.name,
        label: entry.label,
        placeholder: "",
        required: false,
        value: entry.value,
      }));
  return {
    orderId: order.id,
    methodName: payment.method_name ?? method?.method_name ?? "",
    entries,
    note: payment.customer_note ?? "",
    status: payment.status ?? "",
    edit: canEditOfflinePayment(order) && fields.length > 0 ? { fields } : null,
  };
}
