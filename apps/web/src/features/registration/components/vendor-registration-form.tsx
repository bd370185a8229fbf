"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";

import type { Module, SubscriptionPackage, Zone } from "@marketplace/api-client";
import type { CurrencyFormat } from "@marketplace/domain";
import { Button } from "@marketplace/ui";

import type { Field } from "../lib/vendor-form-fields";
import type { VendorFormOutput, VendorFormValues } from "../lib/vendor-form-schema";
import type { StorePin } from "./store-location-map";
import type { LatLng } from "~/features/location/components/picker-map";
import { isolate } from "~/lib/i18n/isolate";
import { notify } from "~/lib/notify/notify";
import { useVisitor } from "~/lib/visitor/visitor-provider";
import { fieldMessage } from "../lib/field-message";
import { DELIVERY_TIMES, isField, stepOf } from "../lib/vendor-form-fields";
import { VENDOR_DEFAULTS, VENDOR_STEPS, vendorFormSchema } from "../lib/vendor-form-schema";
import { packagePrice } from "./package-cards";
import { RegistrationSuccess } from "./registration-success";
import { useErrorText } from "./use-error-text";
import { VendorOwnerStep } from "./vendor-owner-step";
import { VendorPlanStep } from "./vendor-plan-step";
import { VendorStoreStep } from "./vendor-store-step";

const loadSubmit = () => import("../lib/submit-vendor");

/**
 * The vendor application (issue 18 item 8): owner, store and business plan steps, each checked with the
 * API's rules (the SDK's schemas) before the next; the server's field errors land on their fields (and
 * the form goes back to their step); sent: what happens next.
 */
export function VendorRegistrationForm({
  zones,
  modules,
  mapStyleUrl,
  fallbackCenter,
  packages,
  currency,
}: {
  zones: readonly Zone[];
  modules: readonly Module[];
  mapStyleUrl: string | null;
  fallbackCenter: LatLng;
  /** `vendor/package-view`'s active packages (loaded with the page); none: commission only. */
  packages: readonly SubscriptionPackage[];
  currency: CurrencyFormat;
}) {
  const t = useTranslations("registration");
  const errorText = useErrorText();
  const visitor = useVisitor();
  const rulesId = useId();
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const [step, setStep] = useState(0);
  // The sent application's package (null for commission), for the success text.
  const [sent, setSent] = useState<{ package: SubscriptionPackage | null } | null>(null);
  // The steps whose Next (or Submit) has been pressed: their fields are checked again as they change.
  const [checkedSteps, setCheckedSteps] = useState<ReadonlySet<number>>(() => new Set());
  const form = useForm<VendorFormValues, unknown, VendorFormOutput>({
    resolver: zodResolver(vendorFormSchema),
    // Checked on Next and Submit, then as the fields change; never on leaving a field: a message
    // appearing on blur moves the Next button between the press and the release, and the click is lost.
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: VENDOR_DEFAULTS,
  });
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (!isField(name) || !checkedSteps.has(stepOf(name))) return;
          void form.trigger(DELIVERY_TIMES.includes(name) ? DELIVERY_TIMES : name);
        },
      }),
    [form, checkedSteps],
  );
  const { errors, isSubmitting } = form.formState;
  const message = (field: Field) =>
    errorText(fieldMessage((errors as Partial<Record<string, unknown>>)[field]));
  const password = useWatch({ control: form.control, name: "password" });
  const zoneId = useWatch({ control: form.control, name: "zone_id" });
  const plan = useWatch({ control: form.control, name: "business_plan" });
  const zone = zones.find((entry) => String(entry.id) === zoneId) ?? null;
  const zoneModules = modules.filter(
    (module) =>
      zone === null ||
      module.zones === undefined ||
      module.zones.some((entry) => entry.id === zone.id),
  );
  const setPin = useCallback((pin: StorePin | null) => form.setValue("pin", pin), [form]);

  const goTo = (next: number) => {
    setStep(next);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const next = async () => {
    const fields = VENDOR_STEPS[step]?.fields ?? [];
    setCheckedSteps((steps) => new Set(steps).add(step));
    const valid = await form.trigger(fields as Field[], { shouldFocus: true });
    if (valid) goTo(step + 1);
  };

  const send = async (values: VendorFormOutput) => {
    const { submitVendor } = await loadSubmit();
    const outcome = await submitVendor(values, visitor);
    if (outcome.kind === "sent") {
      setSent({
        package:
          values.business_plan === "subscription"
            ? (packages.find((entry) => String(entry.id) === values.package_id) ?? null)
            : null,
      });
      return;
    }
    const fields = Object.entries(outcome.fields) as [Field, string][];
    for (const [field, text] of fields) form.setError(field, { type: "server", message: text });
    const first = fields[0];
    if (first) goTo(stepOf(first[0]));
    const toasts =
      outcome.messages.length > 0
        ? outcome.messages
        : fields.length > 0
          ? [t("fixErrors")]
          : [t("somethingWentWrong")];
    for (const text of toasts) void notify.error(text);
  };

  if (sent)
    return (
      <RegistrationSuccess
        text={
          sent.package
            ? t("successVendorSubscription", {
                package: isolate(sent.package.package_name),
                price: isolate(packagePrice(sent.package, currency)),
                days: sent.package.validity,
              })
            : t("successVendor")
        }
      />
    );

  const current = VENDOR_STEPS[step] ?? VENDOR_STEPS[0];
  const last = step === VENDOR_STEPS.length - 1;
  return (
    <form
      noValidate
      className="grid gap-6"
      data-testid="vendor-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (last) void form.handleSubmit(send)(event);
        else void next();
      }}
    >
      <div>
        <p className="text-muted-foreground text-sm">
          {t("stepOf", { step: step + 1, total: VENDOR_STEPS.length })}
        </p>
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t(current.key)}
        </h2>
      </div>

      <VendorOwnerStep
        shown={step === 0}
        form={form}
        message={message}
        rulesId={rulesId}
        password={password}
      />
      <VendorStoreStep
        shown={step === 1}
        form={form}
        message={message}
        zones={zones}
        zone={zone}
        zoneModules={zoneModules}
        mapStyleUrl={mapStyleUrl}
        fallbackCenter={fallbackCenter}
        onPin={setPin}
      />
      <VendorPlanStep
        shown={step === 2}
        form={form}
        message={message}
        packages={packages}
        currency={currency}
        plan={plan}
      />

      <div className="flex flex-wrap justify-between gap-3">
        {step > 0 ? (
          <Button type="button" variant="outline" onClick={() => goTo(step - 1)}>
            {t("back")}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" loading={isSubmitting}>
          {last ? t("submit") : t("next")}
        </Button>
      </div>
    </form>
  );
}
