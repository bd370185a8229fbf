import type { ReactNode } from "react";
import Link from "next/link";
import { Fragment } from "react";
import { getTranslations } from "next-intl/server";

import type { Config, OrderDetail } from "@marketplace/api-client";
import {
  getCancellationReasons,
  getOfflinePaymentMethods,
  getOrderDetails,
  getRefundReasons,
  getZones,
  isHttpError,
  trackOrder,
} from "@marketplace/api-client";
import {
  canCancelOrder,
  canEditOfflinePayment,
  canRequestRefund,
  canSwitchToCashOnDelivery,
  currencyFormatFromConfig,
  duePaymentMethod,
  formatMoney,
  isRunningOrder,
  orderTimeline,
  toMinorUnits,
} from "@marketplace/domain";
import { buttonVariants } from "@marketplace/ui";

import { TrackOrderButton } from "~/features/tracking/components/track-order-button";
import { getServerClient } from "~/lib/api/server-client";
import { Glyph } from "~/lib/icons/glyph";
import { privateUploadPath } from "~/lib/private-upload";
import { controlClasses } from "~/lib/ui/control-classes";
import { readVisitorContext } from "~/lib/visitor/read-visitor-context";
import { formatOrderTime } from "../lib/format-order-time";
import { offlinePaymentView } from "../lib/offline-payment-view";
import { ordersHref } from "../lib/order-params";
import { OfflinePaymentCard } from "./offline-payment-card";
import { offlinePaymentLabels } from "./offline-payment-labels";
import { OrderActions } from "./order-actions";
import { OrderLines } from "./order-lines";
import { OrderParties } from "./order-parties";
import { OrderStatusBadge } from "./order-status-badge";
import { OrderSummary } from "./order-summary";

async function loadOrder(orderId: number) {
  const client = await getServerClient();
  try {
    const [order, details] = await Promise.all([
      trackOrder(client, { order_id: orderId }),
      getOrderDetails(client, orderId),
    ]);
    return { client, order, details: Array.isArray(details) ? details : [] };
  } catch (error) {
    if (isHttpError(error) && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="bg-card flex flex-col gap-2 rounded-xl border p-4">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/**
 * One order of the signed-in customer (`/profile?page=my-orders&orderId=`): status, items with options
 * and add-ons, store, addresses, payment, totals, status times, delivery person, prescription images, and
 * the actions its status allows (the domain's rules): cancel, refund request, switch to cash on delivery,
 * reorder, and Track Order (the tracking drawer). `from=checkout` adds the success note. An order that is not theirs: 'Order not found'.
 */
export async function OrderDetailsPanel({
  orderId,
  config,
  fromCheckout,
}: {
  orderId: number;
  config: Config | null;
  fromCheckout: boolean;
}) {
  const [t, tOffline, tc, visitor, loaded] = await Promise.all([
    getTranslations("orders"),
    getTranslations("offlinePayment"),
    getTranslations("common"),
    readVisitorContext(),
    loadOrder(orderId),
  ]);
  const back = (
    <Link
      href={ordersHref("running")}
      prefetch={false}
      className="inline-flex items-center gap-1 text-sm hover:underline"
    >
      <Glyph name="arrow-left" className="size-4 rtl:rotate-180" />
      {t("backToOrders")}
    </Link>
  );
  if (!loaded) {
    return (
      <section aria-labelledby="order-missing" className="flex flex-col gap-4">
        {back}
        <h2
          id="order-missing"
          className="bg-card rounded-xl border p-6 text-center text-lg font-semibold"
        >
          {t("notFound")}
        </h2>
      </section>
    );
  }
  const { client, order, details } = loaded;
  const currency = currencyFormatFromConfig(config ?? {});
  const locale = visitor.language;
  const cancellable = canCancelOrder(order);
  const refundable = canRequestRefund(order);
  const [cancelReasons, refundReasons, zones, offlineMethods] = await Promise.all([
    cancellable ? getCancellationReasons(client) : null,
    refundable ? getRefundReasons(client) : null,
    duePaymentMethod(order) === "digital_payment" && order.payment_status !== "paid"
      ? getZones(client)
      : null,
    canEditOfflinePayment(order) ? getOfflinePaymentMethods(client) : null,
  ]);
  const offline = offlinePaymentView(order, offlineMethods);
  const zoneAllowsCash =
    zones?.find((zone) => zone.id === order.zone_id)?.cash_on_delivery === true;
  const prescriptions = (order.order_attachment_full_url ?? []).flatMap((url) => {
    const path = privateUploadPath(url);
    return path === null ? [] : [path];
  });
  const timeline = orderTimeline(order);
  const stepLabel = {
    order_placed: t("steps.placed"),
    order_confirmed: t("steps.confirmed"),
    on_the_way: t("steps.onTheWay"),
    delivered: t("steps.delivered"),
  } as const;
  const knownLabel = (group: keyof typeof KNOWN_LABELS, value: string): ReactNode =>
    (KNOWN_LABELS[group] as readonly string[]).includes(value) ? (
      t(`${group}.${value}`)
    ) : (
      <bdi>{value}</bdi>
    );
  const method = order.payment_method ?? "";
  const paymentStatus = order.payment_status ?? "";

  return (
    <section
      aria-labelledby="order-title"
      className="flex flex-col gap-4"
      data-testid="order-details"
    >
      {back}
      {fromCheckout ? (
        <p
          role="status"
          className="bg-primary-soft flex items-center gap-2 rounded-xl p-4 font-medium"
        >
          <Glyph name="circle-check" className="text-primary size-5" />
          {t("placedNote")}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="order-title" className="text-xl font-semibold">
          {t("orderNumber", { id: order.id })}
        </h2>
        <OrderStatusBadge status={order.order_status} />
        {isRunningOrder(order) ? (
          <TrackOrderButton
            orderId={order.id}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          />
        ) : null}
      </div>
      <p className="text-muted-foreground text-sm">
        <time dateTime={order.created_at ?? undefined}>
          {t("placedAt", { time: formatOrderTime(order.created_at, locale) })}
        </time>
        {order.scheduled === true && order.schedule_at
          ? ` · ${t("scheduledFor", { time: formatOrderTime(order.schedule_at, locale) })}`
          : null}
      </p>
      <OrderActions
        orderId={order.id}
        currency={currency}
        cancelReasons={cancelReasons?.data.map(({ id, reason }) => ({ id, reason })) ?? null}
        refundReasons={
          refundReasons?.refund_reasons.map(({ id, reason }) => ({ id, reason })) ?? null
        }
        canSwitchPayment={canSwitchToCashOnDelivery(order, zoneAllowsCash)}
        reorderLines={details.map(reorderLine)}
        classes={controlClasses()}
        labels={{
          actions: t("section.actions"),
          cancel: {
            open: t("cancel.open"),
            title: t("cancelTitle"),
            back: t("cancel.back"),
            submit: t("cancel.submit"),
            choose: t("cancel.choose"),
            loading: tc("loading"),
          },
          refund: {
            open: t("refund.open"),
            title: t("refund.title"),
            reason: t("refund.reason"),
            note: t("refund.note"),
            images: t("refund.images"),
            imagesHint: t("refund.imagesHint"),
            submit: t("refund.submit"),
            cancel: t("refund.cancel"),
            choose: t("refund.choose"),
            tooMany: t("refund.tooMany"),
            loading: tc("loading"),
          },
          switchPayment: t("switchPayment"),
          reorder: {
            open: t("reorder.open"),
            working: t("reorder.working"),
            added: t("reorder.added"),
            none: t("reorder.none"),
            unavailable: t.raw("reorder.unavailable") as string,
            priceChanged: t.raw("reorder.priceChanged") as string,
            clearTitle: t("reorder.clearTitle"),
            clearBody: t("reorder.clearBody"),
            clearConfirm: t("reorder.clearConfirm"),
            clearCancel: t("reorder.clearCancel"),
            resultTitle: t("reorder.resultTitle"),
            loading: tc("loading"),
          },
        }}
      />
      <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
        <div className="flex flex-col gap-4">
          {details.length > 0 ? (
            <Card title={t("section.items")}>
              <OrderLines details={details} currency={currency} />
            </Card>
          ) : null}
          {prescriptions.length > 0 ? (
            <Card title={t("section.prescription")}>
              <ul className="flex flex-wrap gap-3">
                {prescriptions.map((src, index) => (
                  <li key={src}>
                    <a href={src} target="_blank" rel="noreferrer" className="block">
                      {/* eslint-disable-next-line @next/next/no-img-element -- a private image through the session proxy */}
                      <img
                        src={src}
                        alt={t("prescriptionImage", { number: index + 1 })}
                        width={112}
                        height={112}
                        className="size-28 rounded-md border object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
          <OrderParties order={order} />
          {order.order_note ? (
            <Card title={t("section.note")}>
              <p className="text-sm whitespace-pre-line">
                <bdi>{order.order_note}</bdi>
              </p>
            </Card>
          ) : null}
        </div>
        <div className="flex flex-col gap-4">
          <Card title={t("section.payment")}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{t("orderTypeLabel")}</dt>
              <dd>{knownLabel("orderType", order.order_type ?? "")}</dd>
              <dt className="text-muted-foreground">{t("paymentLabel")}</dt>
              <dd data-testid="payment-method">{knownLabel("paymentMethod", method)}</dd>
              {method === "partial_payment"
                ? (order.payments ?? []).map((part, index) => (
                    <Fragment key={index}>
                      <dt className="text-muted-foreground ps-3">
                        {knownLabel("paymentMethod", part.payment_method ?? "")}
                      </dt>
                      <dd data-testid="payment-part">
                        <bdi>
                          {formatMoney(toMinorUnits(part.amount ?? 0, currency.digits), currency)}
                        </bdi>{" "}
                        ({knownLabel("paymentStatus", part.payment_status ?? "")})
                      </dd>
                    </Fragment>
                  ))
                : null}
              <dt className="text-muted-foreground">{t("paymentStatusLabel")}</dt>
              <dd>{knownLabel("paymentStatus", paymentStatus)}</dd>
            </dl>
          </Card>
          {offline ? (
            <OfflinePaymentCard
              view={offline}
              labels={offlinePaymentLabels(tOffline, tc("loading"))}
              editButtonClassName={buttonVariants({ variant: "outline", size: "sm" })}
            />
          ) : null}
          <Card title={t("section.summary")}>
            <OrderSummary order={order} details={details} currency={currency} />
          </Card>
          <Card title={t("section.timeline")}>
            <ol className="flex flex-col gap-2 text-sm">
              {timeline.map((entry) => (
                <li
                  key={entry.step}
                  className="flex items-center justify-between gap-3"
                  data-done={entry.done}
                >
                  <span className={entry.done ? "font-medium" : "text-muted-foreground"}>
                    {stepLabel[entry.step]}
                  </span>
                  {entry.at ? (
                    <time dateTime={entry.at} className="text-muted-foreground text-xs">
                      {formatOrderTime(entry.at, locale)}
                    </time>
                  ) : null}
                </li>
              ))}
            </ol>
          </Card>
        </div>
      </div>
    </section>
  );
}

const KNOWN_LABELS = {
  orderType: ["delivery", "take_away", "parcel"],
  paymentMethod: [
    "cash_on_delivery",
    "digital_payment",
    "wallet",
    "offline_payment",
    "partial_payment",
  ],
  paymentStatus: ["paid", "unpaid", "partially_paid"],
} as const;

/** What the reorder island needs of a line (no more crosses to the browser). */
function reorderLine(detail: OrderDetail) {
  return {
    id: detail.id,
    item_id: detail.item_id ?? null,
    item_campaign_id: detail.item_campaign_id ?? null,
    price: detail.price ?? 0,
    quantity: detail.quantity ?? 1,
    variation: detail.variation ?? [],
    add_ons: detail.add_ons ?? [],
    item_details: {
      name: typeof detail.item_details?.name === "string" ? detail.item_details.name : "",
    },
  };
}
