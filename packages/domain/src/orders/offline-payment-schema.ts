// The offline payment edit form's schema (A7 order details, §8 'Payment info updated.'): its own module, so
// the rules of `offline-payment.ts` (the checkout's labels) come without zod.

import { z } from "zod";

import type { OfflineFormField, OfflineFormIssue } from "./offline-payment";
import { offlineTextProblem } from "./offline-payment";

const checked = (kind: "field" | "note", required: boolean) =>
  z.string().superRefine((value, context) => {
    if (required && value.trim() === "") {
      context.addIssue({ code: "custom", message: "required" satisfies OfflineFormIssue });
      return;
    }
    const problem = offlineTextProblem(value, kind);
    if (problem !== null) context.addIssue({ code: "custom", message: problem });
  });

/**
 * The edit form's schema, built from the method's fields: each required field needs a value, every
 * value obeys `offlineTextProblem`. Issue messages are `OfflineFormIssue` codes.
 * @example offlinePaymentFormSchema([{ name: "transaction_id", required: true }]).safeParse({ fields: { transaction_id: " " }, note: "" }).success // false
 */
export function offlinePaymentFormSchema(fields: readonly OfflineFormField[]) {
  const shape: Record<string, ReturnType<typeof checked>> = {};
  for (const field of fields) shape[field.name] = checked("field", field.required);
  return z.object({ fields: z.object(shape), note: checked("note", false) });
}
