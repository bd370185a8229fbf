import "server-only";

import { getTranslations } from "next-intl/server";

import { buttonVariants, cn, inputClassName } from "@marketplace/ui";

import type { FormLooks, ParcelFormLabels } from "./parcel-labels";

const PROBLEM_CODES = [
  "address_required",
  "contact_name_required",
  "contact_phone_required",
  "email_required",
  "email_invalid",
] as const;

/** The parcel form's texts in the visitor's language. */
export async function parcelFormLabels(): Promise<ParcelFormLabels> {
  const [t, tl, td, tc] = await Promise.all([
    getTranslations("parcel"),
    getTranslations("location"),
    getTranslations("domain"),
    getTranslations("common"),
  ]);
  return {
    sender: t("sender"),
    receiver: t("receiver"),
    address: t("address"),
    noAddress: t("noAddress"),
    pickOnMap: t("pickOnMap"),
    changeAddress: t("changeAddress"),
    name: t("name"),
    phone: t("phone"),
    email: t("email"),
    emailOptional: t("emailOptional"),
    instructions: t("instructions"),
    noInstruction: t("noInstruction"),
    note: t("note"),
    payer: t("payer"),
    payerSender: t("payerSender"),
    payerReceiver: t("payerReceiver"),
    payment: t("payment"),
    cashOnDelivery: t("cashOnDelivery"),
    charge: t("charge"),
    distance: t.raw("distance") as string,
    distanceOver: td("distance_over_1k_km"),
    deliveryCharge: t("deliveryCharge"),
    vehicle: t("vehicle"),
    vehicleHint: t("vehicleHint"),
    vehicleNone: t("vehicleNone"),
    vehicleNotCovering: t("vehicleNotCovering"),
    vehicleExtra: t.raw("vehicleExtra") as string,
    vehicleCharge: t.raw("vehicleCharge") as string,
    total: t("total"),
    chargeHint: t("chargeHint"),
    place: t("place"),
    placing: t("placing"),
    placed: t("placed"),
    orderId: t("orderId"),
    orderTotal: t("orderTotal"),
    trackOrder: t("trackOrder"),
    sendAnother: t("sendAnother"),
    map: {
      title: tl("pickTitle"),
      mapLabel: tl("mapLabel"),
      pick: tl("pick"),
      resolving: tl("resolving"),
      loading: tl("mapLoading"),
      close: tc("close"),
      failed: tc("somethingWentWrong"),
    },
    problems: Object.fromEntries(PROBLEM_CODES.map((code) => [code, td(code)])),
    somethingWentWrong: tc("somethingWentWrong"),
  };
}

/** The form controls' looks, as the ui package draws its Button, Input and Textarea. */
export function formLooks(): FormLooks {
  return {
    button: buttonVariants(),
    outlineButton: buttonVariants({ variant: "outline", size: "sm" }),
    input: inputClassName,
    textarea: cn(inputClassName, "field-sizing-content h-auto min-h-20 py-2"),
  };
}
