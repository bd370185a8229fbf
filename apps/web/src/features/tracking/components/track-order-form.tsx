import { getTranslations } from "next-intl/server";

import { Button, Input, Label } from "@marketplace/ui";

type FormError = "order_id_required" | "contact_number_required" | null;

/**
 * The tracking form: order id plus phone or email. A plain GET form to `/track-order` (no script): the
 * page checks it with the domain's `checkParcelTracking` and shows 'Need a order id' or 'Need a contact
 * number' beside the field.
 */
export async function TrackOrderForm({
  orderId,
  contact,
  error,
  signedIn,
}: {
  orderId: string;
  contact: string;
  error: FormError;
  signedIn: boolean;
}) {
  const t = await getTranslations("tracking");
  const orderError = error === "order_id_required";
  const contactError = error === "contact_number_required";
  return (
    <form
      action="/track-order"
      method="get"
      noValidate
      aria-labelledby="track-form-title"
      className="bg-card flex flex-col gap-4 rounded-xl border p-6"
    >
      <h2 id="track-form-title" className="text-lg font-semibold">
        {t("formTitle")}
      </h2>
      <div className="flex flex-col gap-2">
        <Label htmlFor="track-order-id">{t("orderId")}</Label>
        <Input
          id="track-order-id"
          name="order_id"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={orderId}
          aria-invalid={orderError}
          aria-describedby={orderError ? "track-order-id-error" : undefined}
        />
        {orderError ? (
          <p id="track-order-id-error" role="alert" className="text-destructive text-sm">
            {t("order_id_required")}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="track-contact">{t("contact")}</Label>
        <Input
          id="track-contact"
          name="contact"
          autoComplete={signedIn ? "off" : "tel"}
          defaultValue={contact}
          dir="ltr"
          aria-invalid={contactError}
          aria-describedby={
            contactError ? "track-contact-error track-contact-hint" : "track-contact-hint"
          }
        />
        <p id="track-contact-hint" className="text-muted-foreground text-xs">
          {t("contactHint")}
        </p>
        {contactError ? (
          <p id="track-contact-error" role="alert" className="text-destructive text-sm">
            {t("contact_number_required")}
          </p>
        ) : null}
      </div>
      <Button type="submit">{t("submit")}</Button>
    </form>
  );
}
