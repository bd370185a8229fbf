"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { CreditCard } from "lucide-react";
import { useTranslations } from "next-intl";

import { Button } from "@marketplace/ui";

import { useVisitor } from "~/lib/visitor/visitor-provider";
import { checkoutReturnHref, myOrderHref, recallPlaced } from "../placed-order";
import { runCall } from "../run-call";

/**
 * The demo digital gateway of the reference API (demo mode): the order's amount with Pay and Fail; the
 * outcome goes to `customer/order/demo-payment`, then back to the checkout's answer (signed in and paid:
 * the order page; a guest: the success dialog; a failure: the failed-order screen).
 */
export function DemoGateway({ orderId, signedIn }: { orderId: number; signedIn: boolean }) {
  const t = useTranslations("checkout");
  const router = useRouter();
  const visitor = useVisitor();
  const [pending, setPending] = useState(false);
  const [placed] = useState(() => recallPlaced(orderId));

  async function report(outcome: "success" | "fail") {
    setPending(true);
    const answer = await runCall(visitor, (sdk, client) =>
      sdk.reportDemoPayment(client, { order_id: orderId, outcome }),
    );
    setPending(false);
    if (!answer) return;
    router.replace(
      answer.payment === "success" && signedIn
        ? myOrderHref(orderId)
        : checkoutReturnHref(orderId, answer.payment),
    );
  }

  return (
    <section
      aria-labelledby="demo-gateway"
      className="bg-card mx-auto mt-6 flex max-w-md flex-col items-center gap-4 rounded-xl border p-8 text-center"
      data-testid="demo-gateway"
    >
      <CreditCard aria-hidden="true" className="text-primary size-10" />
      <h2 id="demo-gateway" className="text-xl font-semibold">
        {t("gatewayTitle")}
      </h2>
      <p className="text-muted-foreground text-sm">
        {t("orderNumber")}: <bdi>{orderId}</bdi>
      </p>
      {placed?.total ? (
        <p className="font-semibold">
          {t("gatewayAmount", { amount: "" })}
          <bdi>{placed.total}</bdi>
        </p>
      ) : null}
      <p className="text-muted-foreground text-sm">{t("gatewayText")}</p>
      <div className="flex gap-2">
        <Button type="button" disabled={pending} onClick={() => void report("success")}>
          {t("pay")}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={pending}
          onClick={() => void report("fail")}
        >
          {t("failPayment")}
        </Button>
      </div>
    </section>
  );
}
