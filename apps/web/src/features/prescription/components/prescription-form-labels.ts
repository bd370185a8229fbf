import "server-only";

import { getTranslations } from "next-intl/server";

import { buttonVariants, cn, inputClassName } from "@marketplace/ui";

import type { FormLooks, PrescriptionFormLabels } from "./prescription-labels";

const PROBLEM_CODES = [
  "prescription_image_required",
  "prescription_max_images",
  "photo_invalid",
  "contact_name_required",
  "contact_phone_required",
  "email_required",
  "email_invalid",
] as const;

/** The prescription form's texts in the visitor's language. */
export async function prescriptionFormLabels(): Promise<PrescriptionFormLabels> {
  const [t, td] = await Promise.all([getTranslations("prescription"), getTranslations("domain")]);
  return {
    images: t("images"),
    imagesHint: t("imagesHint"),
    addImages: t("addImages"),
    removeImage: t.raw("removeImage") as string,
    preview: t.raw("preview") as string,
    note: t("note"),
    contact: t("contact"),
    name: t("name"),
    phone: t("phone"),
    email: t("email"),
    tips: t("tips"),
    tipsHint: t("tipsHint"),
    deliverTo: t("deliverTo"),
    place: t("place"),
    placing: t("placing"),
    placed: t("placed"),
    orderId: t("orderId"),
    trackOrder: t("trackOrder"),
    backToStore: t("backToStore"),
    problems: Object.fromEntries(PROBLEM_CODES.map((code) => [code, td(code)])),
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
