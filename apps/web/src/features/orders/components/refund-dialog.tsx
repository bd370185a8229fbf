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
  Input,
  Label,
  RadioGroup,
  RadioGroupItem,
  Textarea,
} from "@marketplace/ui";

import type { Reason } from "../lib/reorder-line";
import { runSdkCall } from "~/lib/api/run-sdk-call";
import { useVisitor } from "~/lib/visitor/visitor-provider";

export interface RefundLabels {
  title: string;
  reason: string;
  note: string;
  images: string;
  imagesHint: string;
  submit: string;
  cancel: string;
  choose: string;
  tooMany: string;
  /** 'Loading...', in the dialog's frame while its code downloads. */
  loading: string;
}

/** At most this many images go with a refund request. */
const MAX_IMAGES = 3;

/** The refund request of a delivered order: a reason of the API's list, a note and up to 3 images. */
export function RefundDialog({
  orderId,
  reasons,
  labels,
  onClose,
  onDone,
}: {
  orderId: number;
  reasons: Reason[];
  labels: RefundLabels;
  onClose: () => void;
  onDone: (message: string | null | undefined) => void;
}) {
  const visitor = useVisitor();
  const id = useId();
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  const [images, setImages] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async () => {
    if (reason === "") {
      setError(labels.choose);
      return;
    }
    if (images.length > MAX_IMAGES) {
      setError(labels.tooMany);
      return;
    }
    setError(null);
    setPending(true);
    const trimmed = note.trim();
    const result = await runSdkCall(visitor, (sdk, client) =>
      sdk.requestRefund(
        client,
        {
          order_id: orderId,
          customer_reason: reason,
          ...(trimmed === "" ? {} : { customer_note: trimmed }),
        },
        images,
      ),
    );
    setPending(false);
    if (result.ok) onDone(result.data.message);
  };
  return (
    <Dialog defaultOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={null}>
        <DialogHeader>
          <DialogTitle>{labels.title}</DialogTitle>
          <DialogDescription className="sr-only">{labels.reason}</DialogDescription>
        </DialogHeader>
        <form
          id={`${id}-form`}
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{labels.reason}</legend>
            <RadioGroup
              value={reason}
              onValueChange={(value) => {
                setReason(value);
                setError(null);
              }}
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
          </fieldset>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-note`}>{labels.note}</Label>
            <Textarea
              id={`${id}-note`}
              value={note}
              maxLength={1000}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-images`}>{labels.images}</Label>
            <Input
              id={`${id}-images`}
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              multiple
              aria-describedby={`${id}-hint`}
              onChange={(event) => setImages(Array.from(event.target.files ?? []))}
            />
            <p id={`${id}-hint`} className="text-muted-foreground text-xs">
              {labels.imagesHint}
            </p>
          </div>
          {error ? (
            <p role="alert" className="text-destructive text-sm">
              {error}
            </p>
          ) : null}
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {labels.cancel}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={pending}>
            {labels.submit}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
