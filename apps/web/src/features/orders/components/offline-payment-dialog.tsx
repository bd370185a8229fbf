"use client";

import { useMemo, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import type { OfflineFormIssue, OfflinePaymentFormValues } from "@marketplace/domain";
import {
  OFFLINE_FIELD_MAX,
  OFFLINE_NOTE_MAX,
  offlinePaymentFormSchema,
  offlinePaymentUpdate,
} from "@marketplace/domain";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Textarea,
} from "@marketplace/ui";

import type { OfflineEditField } from "../lib/offline-payment-view";
import type { OfflinePaymentLabels } from "./offline-payment-labels";
import { runSdkCall } from "~/lib/api/run-sdk-call";
import { useVisitor } from "~/lib/visitor/visitor-provider";

const ISSUE_LABEL: Record<OfflineFormIssue, "required" | "tooLong" | "control"> = {
  required: "required",
  too_long: "tooLong",
  control: "control",
};

/**
 * The edit dialog of a pending offline payment: the method's fields (prefilled) and the note, checked with
 * the domain's schema built from the fields, sent with `PUT customer/order/offline-payment-update`. A
 * refusal shows the server's message (the shared error handler's toast) and keeps the dialog open.
 */
export function OfflinePaymentDialog({
  orderId,
  fields,
  note,
  labels,
  onClose,
  onDone,
}: {
  orderId: number;
  fields: OfflineEditField[];
  note: string;
  labels: OfflinePaymentLabels;
  onClose: () => void;
  onDone: () => void;
}) {
  const visitor = useVisitor();
  const [pending, setPending] = useState(false);
  const schema = useMemo(() => offlinePaymentFormSchema(fields), [fields]);
  const form = useForm<OfflinePaymentFormValues>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: {
      fields: Object.fromEntries(fields.map((field) => [field.name, field.value])),
      note,
    },
  });
  const { errors } = form.formState;
  const message = (issue: string | undefined, field: string) => {
    if (issue === undefined) return undefined;
    const key = ISSUE_LABEL[issue as OfflineFormIssue] as
      (typeof ISSUE_LABEL)[OfflineFormIssue] | undefined;
    return key ? labels[key].replace("{field}", field) : issue;
  };
  const submit = async (values: OfflinePaymentFormValues) => {
    setPending(true);
    const update = offlinePaymentUpdate(fields, values);
    const result = await runSdkCall(visitor, (sdk, client) =>
      sdk.updateOfflinePayment(client, { order_id: orderId, ...update }),
    );
    setPending(false);
    if (result.ok) onDone();
  };
  return (
    <Dialog defaultOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={null} data-testid="offline-payment-dialog">
        <DialogHeader>
          <DialogTitle>{labels.edit}</DialogTitle>
          <DialogDescription>{labels.editHint}</DialogDescription>
        </DialogHeader>
        <form
          id="offline-payment-form"
          noValidate
          className="grid gap-4"
          onSubmit={(event) => void form.handleSubmit(submit)(event)}
        >
          {fields.map((field) => (
            <FormField
              key={field.name}
              label={field.label}
              required={field.required}
              message={message(errors.fields?.[field.name]?.message, field.label)}
            >
              <Input
                placeholder={field.placeholder || undefined}
                maxLength={OFFLINE_FIELD_MAX}
                autoComplete="off"
                {...form.register(`fields.${field.name}`)}
              />
            </FormField>
          ))}
          <FormField label={labels.noteLabel} message={message(errors.note?.message, labels.note)}>
            <Textarea maxLength={OFFLINE_NOTE_MAX} {...form.register("note")} />
          </FormField>
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {labels.cancel}
          </Button>
          <Button type="submit" form="offline-payment-form" loading={pending}>
            {labels.save}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
