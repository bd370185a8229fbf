"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { CircleAlert } from "lucide-react";
import { useLocale, useTimeZone, useTranslations } from "next-intl";

import {
  Button,
  buttonVariants,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@marketplace/ui";

import { notify } from "~/lib/notify/notify";
import { trackOrderHref } from "~/lib/track-order-href";
import { useVisitor } from "~/lib/visitor/visitor-provider";
import { placedClock } from "../placed-clock";
import { recallPlaced } from "../placed-order";
import { runCall } from "../run-call";

/** 'Order Placed Successfully' for a guest: order number, time, status and Track Order. */
export function GuestOrderSuccess({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const t = useTranslations("checkout");
  const locale = useLocale();
  const timeZone = useTimeZone();
  const [placed] = useState(() => recallPlaced(orderId));
  const rows = [
    [t("orderNumber"), String(orderId)],
    [t("orderTime"), placedClock(placed?.createdAt ?? "", locale, timeZone)],
    [t("orderStatus"), placed?.status ?? ""],
  ] as const;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t("close")} data-testid="guest-order-success">
        <DialogHeader>
          <DialogTitle>{t("placed")}</DialogTitle>
          <DialogDescription className="sr-only">{t("placed")}</DialogDescription>
        </DialogHeader>
        <dl className="flex flex-col gap-2 text-sm">
          {rows
            .filter(([, value]) => value !== "")
            .map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4">
                <dt className="text-muted-foreground">{label}</dt>
                <dd>
                  <bdi>{value}</bdi>
                </dd>
              </div>
            ))}
        </dl>
        <DialogFooter>
          <a href={trackOrderHref(orderId, placed?.contact ?? "")} className={buttonVariants()}>
            {t("trackOrder")}
          </a>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The failed-payment prompt, 500 ms after the failed screen shows: switch to cash on delivery (only when
 * the zone allows it) or cancel with 'Order payment canceled'. Both clear the cart (the server's order
 * holds the lines), go to /home and show the server's message.
 */
export function FailedOrderPrompt({
  orderId,
  codOffered,
}: {
  orderId: number;
  codOffered: boolean;
}) {
  const t = useTranslations("checkout");
  const router = useRouter();
  const visitor = useVisitor();
  const [open, setOpen] = useState(true);
  const [pending, setPending] = useState(false);

  async function settle(kind: "cod" | "cancel") {
    setPending(true);
    const answer = await runCall(visitor, async (sdk, client) => {
      const { FAILED_PAYMENT_CANCEL_REASON } = await import("@marketplace/domain");
      const result =
        kind === "cod"
          ? await sdk.switchToCashOnDelivery(client, orderId)
          : await sdk.cancelOrder(client, {
              order_id: orderId,
              reason: FAILED_PAYMENT_CANCEL_REASON,
            });
      const lines = await sdk.getCart(client);
      if (lines.length > 0) await sdk.clearCart(client);
      return result;
    });
    setPending(false);
    if (!answer) return;
    setOpen(false);
    void notify.success(answer.message ?? "");
    router.push("/home");
    router.refresh();
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent closeLabel={t("close")} data-testid="failed-order-prompt">
        <DialogHeader>
          <DialogTitle>{t("agreeFail")}</DialogTitle>
          <DialogDescription className="sr-only">{t("placeFailedText")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            disabled={pending}
            onClick={() => void settle("cancel")}
          >
            {t("cancelOrder")}
          </Button>
          {codOffered ? (
            <Button type="button" disabled={pending} onClick={() => void settle("cod")}>
              {t("switchToCod")}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** 'Order Place Failed' with Back to home; the prompt opens after the spec's 500 ms. */
export function OrderFailedScreen({
  orderId,
  codOffered,
}: {
  orderId: number;
  codOffered: boolean;
}) {
  const t = useTranslations("checkout");
  const [prompt, setPrompt] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPrompt(true), 500);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <section
      aria-labelledby="order-failed"
      className="bg-card mx-auto mt-6 flex max-w-md flex-col items-center gap-4 rounded-xl border p-8 text-center"
      data-testid="order-failed"
    >
      <CircleAlert aria-hidden="true" className="text-destructive size-12" />
      <h2 id="order-failed" className="text-xl font-semibold">
        {t("placeFailed")}
      </h2>
      <p className="text-muted-foreground">{t("placeFailedText")}</p>
      <a href="/home" className={buttonVariants()}>
        {t("backToHome")}
      </a>
      {prompt ? <FailedOrderPrompt orderId={orderId} codOffered={codOffered} /> : null}
    </section>
  );
}
