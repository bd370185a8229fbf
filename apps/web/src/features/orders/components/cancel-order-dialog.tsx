"use client";

import { useId, useState } from "react";

import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Label,
  RadioGroup,
  RadioGroupItem,
} from "@marketplace/ui";

import type { Reason } from "../lib/reorder-line";
import { runSdkCall } from "~/lib/api/run-sdk-call";
import { useVisitor } from "~/lib/visitor/visitor-provider";

export interface CancelLabels {
  /** 'What's Wrong With This Order?' */
  title: string;
  back: string;
  submit: string;
  choose: string;
  /** 'Loading...', in the dialog's frame while its code downloads. */
  loading: string;
}

/** The cancel dialog: 'What's Wrong With This Order?', the API's reasons as radios, Back and Submit. */
export function CancelOrderDialog({
  orderId,
  reasons,
  labels,
  onClose,
  onDone,
}: {
  orderId: number;
  reasons: Reason[];
  labels: CancelLabels;
  onClose: () => void;
  onDone: (message: string | null | undefined) => void;
}) {
  const visitor = useVisitor();
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState(false);
  const [pending, setPending] = useState(false);
  const submit = async () => {
    if (reason === "") {
      setError(true);
      return;
    }
    setPending(true);
    const result = await runSdkCall(visitor, (sdk, client) =>
      sdk.cancelOrder(client, { order_id: orderId, reason }),
    );
    setPending(false);
    if (result.ok) onDone(result.data.message);
  };
  return (
    <Dialog defaultOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={null} aria-describedby={error ? `${id}-error` : undefined}>
        <DialogHeader>
          <DialogTitle>{labels.title}</DialogTitle>
          <DialogDescription className="sr-only">{labels.choose}</DialogDescription>
        </DialogHeader>
        <form
          id={`${id}-form`}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <RadioGroup
            aria-label={labels.title}
            value={reason}
            onValueChange={(value) => {
              setReason(value);
              setError(false);
            }}
            className="max-h-[50vh] overflow-y-auto p-1"
          >
            {reasons.map((entry) => (
              <div key={entry.id} className="flex items-center gap-3">
                <RadioGroupItem id={`${id}-${String(entry.id)}`} value={entry.reason} />
                <Label htmlFor={`${id}-${String(entry.id)}`} className="font-normal">
                  {entry.reason}
                </Label>
              </div>
            ))}
          </RadioGroup>
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-destructive mt-2 text-sm">
              {labels.choose}
            </p>
          ) : null}
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {labels.back}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={pending}>
            {labels.submit}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
