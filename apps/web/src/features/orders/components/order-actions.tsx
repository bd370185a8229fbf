"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";

import type { CurrencyFormat } from "@marketplace/domain";

import type { Reason, ReorderLineInput } from "../lib/reorder-line";
import type { CancelLabels } from "./cancel-order-dialog";
import type { RefundLabels } from "./refund-dialog";
import type { ReorderLabels } from "./reorder-control";
import type { ControlClasses } from "~/lib/ui/control-classes";
import { runSdkCall } from "~/lib/api/run-sdk-call";
import { onDemand } from "~/lib/lazy/on-demand";
import { notify } from "~/lib/notify/notify";
import { LoadingOverlay } from "~/lib/ui/loading-overlay";
import { useVisitor } from "~/lib/visitor/visitor-provider";
import { ReorderControl } from "./reorder-control";

// The dialogs load when opened; until their code arrives, their frame answers the click.
const CancelOrderDialog = onDemand(
  () => import("./cancel-order-dialog").then((mod) => mod.CancelOrderDialog),
  {
    fallback: ({ labels }) => (
      <LoadingOverlay title={labels.title} status={labels.loading} width="dialog" />
    ),
  },
);
const RefundDialog = onDemand(() => import("./refund-dialog").then((mod) => mod.RefundDialog), {
  fallback: ({ labels }) => (
    <LoadingOverlay title={labels.title} status={labels.loading} width="dialog" />
  ),
});

export interface OrderActionLabels {
  actions: string;
  cancel: CancelLabels & { open: string };
  refund: RefundLabels & { open: string };
  switchPayment: string;
  reorder: ReorderLabels;
}

/**
 * What the customer may do with the order now (the server decided it with the domain's rules): cancel
 * (reasons given: the status allows it), request a refund (delivered and paid), switch to cash on delivery,
 * reorder. The dialogs load when opened; after a change the page renders again.
 */
export function OrderActions({
  orderId,
  currency,
  cancelReasons,
  refundReasons,
  canSwitchPayment,
  reorderLines,
  labels,
  classes,
}: {
  orderId: number;
  currency: CurrencyFormat;
  cancelReasons: Reason[] | null;
  refundReasons: Reason[] | null;
  canSwitchPayment: boolean;
  reorderLines: ReorderLineInput[];
  labels: OrderActionLabels;
  classes: ControlClasses;
}) {
  const router = useRouter();
  const visitor = useVisitor();
  const [open, setOpen] = useState<"cancel" | "refund" | null>(null);
  const [switching, setSwitching] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const refundButton = useRef<HTMLButtonElement>(null);
  // The dialog unmounts on close: focus goes back to the button that opened it.
  const close = () => {
    const opener = open === "refund" ? refundButton : cancelButton;
    setOpen(null);
    setTimeout(() => opener.current?.focus(), 0);
  };
  const done = (message: string | null | undefined) => {
    setOpen(null);
    if (message) void notify.success(message);
    router.refresh();
  };
  const switchPayment = async () => {
    setSwitching(true);
    const result = await runSdkCall(visitor, (sdk, client) =>
      sdk.switchToCashOnDelivery(client, orderId),
    );
    setSwitching(false);
    if (result.ok) done(result.data.message);
  };
  return (
    <section aria-label={labels.actions} className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {reorderLines.length > 0 ? (
          <ReorderControl
            lines={reorderLines}
            currency={currency}
            labels={labels.reorder}
            className={classes.primary}
          />
        ) : null}
        {cancelReasons ? (
          <button
            className={classes.outline}
            ref={cancelButton}
            type="button"

            onClick={() => setOpen("cancel")}
          >
            {labels.cancel.open}
          </button>
        ) : null}
        {refundReasons ? (
          <button
            className={classes.outline}
            ref={refundButton}
            type="button"

            onClick={() => setOpen("refund")}
          >
            {labels.refund.open}
          </button>
        ) : null}
        {canSwitchPayment ? (
          <button
            className={classes.outline}
            type="button"

            disabled={switching}
            onClick={() => void switchPayment()}
          >
            {labels.switchPayment}
          </button>
        ) : null}
      </div>
      {open === "cancel" && cancelReasons ? (
        <CancelOrderDialog
          orderId={orderId}
          reasons={cancelReasons}
          labels={labels.cancel}
          onClose={close}
          onDone={done}
        />
      ) : null}
      {open === "refund" && refundReasons ? (
        <RefundDialog
          orderId={orderId}
          reasons={refundReasons}
          labels={labels.refund}
          onClose={close}
          onDone={done}
        />
      ) : null}
    </section>
  );
}
