"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";

import type { OfflineEditField } from "../lib/offline-payment-view";
import type { OfflinePaymentLabels } from "./offline-payment-labels";
import { onDemand } from "~/lib/lazy/on-demand";
import { notify } from "~/lib/notify/notify";
import { LoadingOverlay } from "~/lib/ui/loading-overlay";

// Until the dialog's code arrives, its frame ('Edit payment information') answers the click.
const OfflinePaymentDialog = onDemand(
  () => import("./offline-payment-dialog").then((mod) => mod.OfflinePaymentDialog),
  {
    fallback: ({ labels }) => (
      <LoadingOverlay title={labels.edit} status={labels.loading} width="dialog" />
    ),
  },
);

/**
 * 'Edit payment information': opens the edit dialog (loaded when opened); after the update, 'Payment
 * info updated.' and the order shown again (the page renders again, or the caller refetches).
 */
export function OfflinePaymentEditor({
  orderId,
  fields,
  note,
  labels,
  buttonClassName,
  onUpdated,
}: {
  orderId: number;
  fields: OfflineEditField[];
  note: string;
  labels: OfflinePaymentLabels;
  /** The kit's small outline button, as a class string computed by the caller (no class merger here). */
  buttonClassName: string;
  onUpdated?: (() => void) | undefined;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    setTimeout(() => opener.current?.focus(), 0);
  };
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={`${buttonClassName} self-start`}
        onClick={() => setOpen(true)}
      >
        {labels.edit}
      </button>
      {open ? (
        <OfflinePaymentDialog
          orderId={orderId}
          fields={fields}
          note={note}
          labels={labels}
          onClose={close}
          onDone={() => {
            close();
            void notify.success(labels.updated);
            if (onUpdated) onUpdated();
            else router.refresh();
          }}
        />
      ) : null}
    </>
  );
}
