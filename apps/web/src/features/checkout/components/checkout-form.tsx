"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { useTranslations } from "next-intl";

import {
  cashOnDeliveryLimit,
  checkoutSlots,
  checkoutTotals,
  chosenTime,
  extraPackagingCharge,
  formatMoney,
  offersExtraPackaging,
  partialRestAllowed,
  walletPartialPayment,
} from "@marketplace/domain";
import { Button } from "@marketplace/ui";

import type { CheckoutAddress, CheckoutData } from "../checkout-data";
import type { OfflineEntry } from "../offline-payment";
import type { AddressExtras } from "./address-section";
import type { AppliedCoupon } from "./coupon-field";
import type { PaymentMethod } from "./payment-choices";
import { onDemand } from "~/lib/lazy/on-demand";
import { trackOrderHref } from "~/lib/track-order-href";
import { useVisitor } from "~/lib/visitor/visitor-provider";
import { attemptKey, settleAttempt } from "../attempt-key";
import { useGuestContact } from "../guest-contact-store";
import { missingOfflineFields, offlineFieldsOf } from "../offline-payment";
import { checkoutReturnHref, myOrderHref, rememberPlaced } from "../placed-order";
import { runCall } from "../run-call";
import { AddressSection } from "./address-section";
import { ChoiceGroup } from "./choice-group";
import { CouponField } from "./coupon-field";
import { NoteFields, TipsField } from "./options-fields";
import { orderPlaceBody } from "./order-place-body";
import { usePaymentChoices } from "./payment-choices";
import { ExtraPackagingField, PartialPaymentField } from "./payment-extras";
import { ScheduleField } from "./schedule-field";
import { TotalsPanel } from "./totals-panel";

const GuestOrderSuccess = onDemand(() =>
  import("./order-outcome").then((mod) => mod.GuestOrderSuccess),
);
const OfflinePaymentFields = onDemand(() =>
  import("./offline-payment-fields").then((mod) => mod.OfflinePaymentFields),
);
const OfflineOrderPlaced = onDemand(() =>
  import("./offline-order-placed").then((mod) => mod.OfflineOrderPlaced),
);

/**
 * The checkout form: delivery or take-away, the address or the guest's contact, now or a time within the
 * store's hours, the payment method (cash on delivery within the zone's maximum, the wallet, the demo
 * gateway, an offline method with its fields; a partial wallet payment where the config allows it), coupon,
 * tips, note, cutlery and extra packaging, the domain's totals, and Place Order with one
 * Idempotency-Key per attempt.
 */
export function CheckoutForm({ data, storeLabel }: { data: CheckoutData; storeLabel: string }) {
  const t = useTranslations("checkout");
  const router = useRouter();
  const visitor = useVisitor();
  const { currency, store } = data;
  const [orderType, setOrderType] = useState<"delivery" | "take_away">(
    store.delivery ? "delivery" : "take_away",
  );
  const [address, setAddress] = useState<CheckoutAddress>(data.current);
  const [extras, setExtras] = useState<AddressExtras>({ road: "", house: "", floor: "" });
  const [contact, setContact] = useGuestContact(!data.signedIn);
  const [when, setWhen] = useState<string>("now");
  const [payment, setPayment] = useState<PaymentMethod | null>(null);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [tips, setTips] = useState(0);
  const [note, setNote] = useState("");
  const [cutlery, setCutlery] = useState(false);
  const [packaging, setPackaging] = useState(false);
  const [partial, setPartial] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [placedGuestOrder, setPlacedGuestOrder] = useState<number | null>(null);
  const [offline, setOffline] = useState<OfflineEntry>({ methodId: null, values: {}, note: "" });
  const [offlineTried, setOfflineTried] = useState(false);
  // An offline order placed whose payment information is not sent yet (Place Order then sends it only).
  const [offlineOrder, setOfflineOrder] = useState<number | null>(null);
  const [offlineDone, setOfflineDone] = useState<number | null>(null);
  const inFlight = useRef(false);
  // The visitor's clock when the page opened: the schedule's slots count from it (`ScheduleField`).
  const [now] = useState(() => new Date());

  const delivering = orderType === "delivery";
  // The chosen address's zone prices a delivery; the store's zone a take-away (as the server does).
  const terms = delivering ? address.terms : data.takeAwayTerms;
  const totalsFor = (applied: AppliedCoupon | null) =>
    checkoutTotals({
      lines: data.lines,
      digits: currency.digits,
      coupon: applied?.rule ?? null,
      orderType,
      store: {
        lat: store.lat,
        lng: store.lng,
        taxPercent: store.taxPercent,
        freeDelivery: store.freeDelivery,
      },
      destination: { lat: address.latitude, lng: address.longitude },
      rule: terms.rule,
      increasedFeePercent: terms.increasedFeePercent,
      freeDeliveryOver: data.freeDeliveryOver,
      tips: data.tipsEnabled && delivering ? tips : 0,
      extraPackaging: extraPackagingCharge(store.extraPackaging, packaging, currency.digits),
      firstOrderOffer: data.firstOrderOffer,
    });
  const totals = totalsFor(coupon);
  const money = (minor: number) => formatMoney(minor, currency);
  const codOverLimit =
    cashOnDeliveryLimit(totals.total, terms.codMaximum).code === "cod_limit_exceeded";
  const walletShort = data.walletBalance === null || data.walletBalance < totals.total;
  // Partial payment: offered when the wallet holds something but less than the total (domain rule).
  const partialOffered =
    data.wallet &&
    data.partialPayment.enabled &&
    data.walletBalance !== null &&
    data.walletBalance > 0 &&
    walletShort;
  const paying = partialOffered && partial;
  const restAllowed = (method: PaymentMethod) =>
    !paying || (method !== "wallet" && partialRestAllowed(data.partialPayment.method, method));

  const paymentChoices = usePaymentChoices({
    terms,
    wallet: data.wallet,
    walletBalance: data.walletBalance,
    codOverLimit,
    walletShort,
    hasOfflineMethods: data.offlineMethods.length > 0,
    money,
  });
  const restChoices = paymentChoices.filter((choice) => restAllowed(choice.value));
  const usable = restChoices.find((choice) => choice.value === payment && choice.disabled !== true);
  const chosenPayment = usable ? usable.value : null;
  const partialOutcome =
    paying && chosenPayment !== null && chosenPayment !== "wallet"
      ? walletPartialPayment({
          enabled: true,
          configMethod: data.partialPayment.method,
          method: chosenPayment,
          balance: data.walletBalance ?? 0,
          total: totals.total,
        })
      : null;
  const split = partialOutcome?.code === "partial_payment" ? partialOutcome : null;

  const guestReady =
    data.signedIn || (contact.name !== "" && contact.phone !== "" && contact.email !== "");
  const canPlace = chosenPayment !== null && guestReady && !placing && offlineDone === null;
  const resendOffline = offlineOrder !== null && offlineDone === null;

  const offlineMethod =
    data.offlineMethods.find((method) => method.id === offline.methodId) ?? null;

  /** Sends the offline method's fields for the placed order; false when the server refused them. */
  async function sendOffline(orderId: number): Promise<boolean> {
    if (offlineMethod === null) return false;
    const sent = await runCall(visitor, (sdk, client) =>
      sdk.submitOfflinePayment(client, {
        order_id: orderId,
        method_id: offlineMethod.id,
        fields: offlineFieldsOf(offlineMethod, offline.values),
        customer_note: offline.note.trim() || undefined,
      }),
    );
    return sent !== null;
  }

  async function place() {
    if (inFlight.current || chosenPayment === null) return;
    if (chosenPayment === "offline_payment") {
      setOfflineTried(true);
      if (offlineMethod === null || missingOfflineFields(offlineMethod, offline.values).length > 0)
        return;
    }
    inFlight.current = true;
    setPlacing(true);
    const chosenWhen = chosenTime(when, store.open, checkoutSlots(store, now));
    if (offlineOrder !== null) {
      // Already placed: only its payment information is sent again.
      if (await sendOffline(offlineOrder)) setOfflineDone(offlineOrder);
      inFlight.current = false;
      setPlacing(false);
      return;
    }
    const payload = orderPlaceBody(chosenPayment, {
      data,
      orderType,
      address,
      extras,
      contact,
      totals,
      chosenWhen,
      coupon,
      note,
      tips,
      cutlery,
      split,
    });
    const key = attemptKey(payload);
    const placed = await runCall(visitor, (sdk, client) =>
      sdk.placeOrder(client, payload, { idempotencyKey: key }),
    );
    if (!placed) {
      // The server's message (minimum order, closed store, …) is shown; the cart stays.
      inFlight.current = false;
      setPlacing(false);
      return;
    }
    settleAttempt();
    rememberPlaced({
      orderId: placed.order_id,
      createdAt: placed.created_at ?? "",
      status: t.has(`status.${placed.status ?? ""}`)
        ? t(`status.${placed.status ?? ""}`)
        : (placed.status ?? ""),
      contact: data.signedIn ? address.contactPhone : contact.phone,
      total: money(totals.total),
    });
    if (chosenPayment === "digital_payment") {
      router.push(checkoutReturnHref(placed.order_id, "gateway"));
      return;
    }
    if (chosenPayment === "offline_payment") {
      setOfflineOrder(placed.order_id);
      if (await sendOffline(placed.order_id)) setOfflineDone(placed.order_id);
      inFlight.current = false;
      setPlacing(false);
      return;
    }
    if (data.signedIn) {
      router.push(myOrderHref(placed.order_id));
      return;
    }
    setPlacedGuestOrder(placed.order_id);
    setPlacing(false);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <p className="text-muted-foreground text-sm">
          {storeLabel}
          <bdi className="text-foreground font-medium">{store.name}</bdi>
        </p>
        {store.delivery && store.takeAway ? (
          <ChoiceGroup
            legend={t("orderType")}
            value={orderType}
            onChange={setOrderType}
            testId="checkout-order-type"
            choices={[
              { value: "delivery", label: t("delivery") },
              { value: "take_away", label: t("takeAway") },
            ]}
          />
        ) : null}
        <AddressSection
          signedIn={data.signedIn}
          address={address}
          saved={data.saved}
          savedCount={data.savedCount}
          onAddress={setAddress}
          extras={extras}
          onExtras={setExtras}
          contact={contact}
          onContact={setContact}
          accountContact={data.profile}
          showAddress={delivering}
        />
        {store.scheduleOrder ? (
          <ScheduleField store={store} now={now} when={when} onChange={setWhen} />
        ) : null}
        {partialOffered ? (
          <PartialPaymentField
            checked={partial}
            onChange={setPartial}
            balance={money(data.walletBalance ?? 0)}
          />
        ) : null}
        {restChoices.length > 0 ? (
          <ChoiceGroup
            legend={t("payment")}
            value={chosenPayment ?? ("" as PaymentMethod)}
            onChange={setPayment}
            choices={restChoices}
            testId="checkout-payment"
          />
        ) : null}
        {chosenPayment === "offline_payment" ? (
          <OfflinePaymentFields
            methods={data.offlineMethods}
            entry={offline}
            onEntry={setOffline}
            tried={offlineTried}
          />
        ) : null}
        <CouponField
          storeId={store.id}
          signedIn={data.signedIn}
          applied={coupon}
          onRemove={() => setCoupon(null)}
          onApply={(next) => {
            const outcome = totalsFor(next).couponOutcome;
            // The coupon's minimum purchase, with its amount: the coupon is not applied.
            if (outcome?.code === "coupon_min_purchase") return money(outcome.minPurchase);
            setCoupon(next);
            return null;
          }}
        />
        {data.tipsEnabled && delivering ? (
          <TipsField value={tips} onChange={setTips} mostTips={data.mostTips} />
        ) : null}
        <NoteFields
          note={note}
          onNote={setNote}
          cutlery={cutlery}
          onCutlery={setCutlery}
          offersCutlery={store.cutlery}
        />
        {offersExtraPackaging(store.extraPackaging) ? (
          <ExtraPackagingField
            checked={packaging}
            onChange={setPackaging}
            amount={money(extraPackagingCharge(store.extraPackaging, true, currency.digits))}
          />
        ) : null}
      </div>
      <div className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start">
        <TotalsPanel
          totals={totals}
          currency={currency}
          lines={data.buyNow ? data.lines : undefined}
          split={split}
        />
        <Button
          type="button"
          size="lg"
          disabled={!canPlace}
          loading={placing}
          onClick={() => void place()}
          data-testid="checkout-place"
        >
          {placing ? t("placing") : resendOffline ? t("offlineSendAgain") : t("place")}
        </Button>
        {!guestReady ? (
          <p className="text-muted-foreground text-sm">{t("contactMissing")}</p>
        ) : null}
      </div>
      {offlineDone === null ? null : (
        <OfflineOrderPlaced
          orderId={offlineDone}
          orderHref={
            data.signedIn ? myOrderHref(offlineDone) : trackOrderHref(offlineDone, contact.phone)
          }
          onClose={() => {
            router.push(data.signedIn ? myOrderHref(offlineDone) : "/home");
            router.refresh();
          }}
        />
      )}
      {placedGuestOrder === null ? null : (
        <GuestOrderSuccess
          orderId={placedGuestOrder}
          onClose={() => {
            router.push("/home");
            router.refresh();
          }}
        />
      )}
    </div>
  );
}
