"use client";

import type { FieldPath } from "react-hook-form";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { Controller, useForm, useWatch } from "react-hook-form";

import type { Module, SubscriptionPackage, Zone } from "@marketplace/api-client";
import type { CurrencyFormat } from "@marketplace/domain";
import { DELIVERY_TIME_UNITS } from "@marketplace/api-client";
import { Button, FormField, Input, PasswordInput } from "@marketplace/ui";

import type { VendorFormOutput, VendorFormValues } from "../lib/vendor-form-schema";
import type { StorePin } from "./store-location-map";
import type { LatLng } from "~/features/location/components/picker-map";
import { isolate } from "~/lib/i18n/isolate";
import { onDemand } from "~/lib/lazy/on-demand";
import { notify } from "~/lib/notify/notify";
import { QueryProvider } from "~/lib/query/query-provider";
import { useVisitor } from "~/lib/visitor/visitor-provider";
import { fieldMessage } from "../lib/field-message";
import { VENDOR_DEFAULTS, VENDOR_STEPS, vendorFormSchema } from "../lib/vendor-form-schema";
import { ChoiceGroup } from "./choice-group";
import { ImageInput } from "./image-input";
import { NativeSelect } from "./native-select";
import { PackageCards, packagePrice } from "./package-cards";
import { PasswordRules } from "./password-rules";
import { RegistrationSuccess } from "./registration-success";
import { useErrorText } from "./use-error-text";

const StoreLocationMap = onDemand(() =>
  import("./store-location-map").then((mod) => mod.StoreLocationMap),
);
const loadSubmit = () => import("../lib/submit-vendor");

type Field = FieldPath<VendorFormValues>;

/** The two delivery times: the maximum's message depends on the minimum, so they are checked together. */
const DELIVERY_TIMES: Field[] = ["minimum_delivery_time", "maximum_delivery_time"];

/** Whether a changed name is one of the form's fields. */
const isField = (name: string | undefined): name is Field =>
  name !== undefined && name in VENDOR_DEFAULTS;

/** The step a field is asked on. */
const stepOf = (field: string) =>
  Math.max(
    0,
    VENDOR_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field)),
  );

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

      <div className={step === 0 ? "grid gap-4 sm:grid-cols-2" : "hidden"}>
        <FormField label={t("firstName")} message={message("f_name")} required>
          <Input autoComplete="given-name" {...form.register("f_name")} />
        </FormField>
        <FormField label={t("lastName")} message={message("l_name")}>
          <Input autoComplete="family-name" {...form.register("l_name")} />
        </FormField>
        <FormField label={t("email")} message={message("email")} required>
          <Input type="email" autoComplete="email" {...form.register("email")} />
        </FormField>
        <FormField
          label={t("phone")}
          description={t("phoneHint")}
          message={message("phone")}
          required
        >
          <Input type="tel" dir="ltr" autoComplete="tel" {...form.register("phone")} />
        </FormField>
        <div className="grid gap-2 sm:col-span-2">
          <FormField label={t("password")} message={message("password")} required>
            <PasswordInput
              autoComplete="new-password"
              showLabel={t("showPassword")}
              hideLabel={t("hidePassword")}
              {...form.register("password")}
            />
          </FormField>
          <PasswordRules id={rulesId} password={password} />
        </div>
      </div>

      <div className={step === 1 ? "grid gap-4 sm:grid-cols-2" : "hidden"}>
        <FormField label={t("storeNameEn")} message={message("name_en")} required>
          <Input lang="en" dir="ltr" {...form.register("name_en")} />
        </FormField>
        <FormField label={t("storeNameAr")} message={message("name_ar")} required>
          <Input lang="ar" dir="rtl" {...form.register("name_ar")} />
        </FormField>
        <FormField label={t("storeAddressEn")} message={message("address_en")} required>
          <Input
            lang="en"
            dir="ltr"
            autoComplete="street-address"
            {...form.register("address_en")}
          />
        </FormField>
        <FormField label={t("storeAddressAr")} message={message("address_ar")} required>
          <Input lang="ar" dir="rtl" {...form.register("address_ar")} />
        </FormField>
        <FormField label={t("zone")} message={message("zone_id")} required>
          <NativeSelect
            placeholder={t("chooseZone")}
            options={zones.map((entry) => ({
              value: String(entry.id),
              label: entry.display_name ?? entry.name ?? String(entry.id),
            }))}
            {...form.register("zone_id")}
          />
        </FormField>
        <FormField label={t("module")} message={message("module_id")} required>
          <NativeSelect
            placeholder={t("chooseModule")}
            options={zoneModules.map((module) => ({
              value: String(module.id),
              label: module.module_name,
            }))}
            {...form.register("module_id")}
          />
        </FormField>
        <div className="grid gap-2 sm:col-span-2">
          <p className="text-sm font-medium" id="store-location-label">
            {t("location")}
          </p>
          <p className="text-muted-foreground text-sm">{t("locationHint")}</p>
          {zone && step === 1 ? (
            <QueryProvider>
              <StoreLocationMap
                zone={zone}
                mapStyleUrl={mapStyleUrl}
                fallbackCenter={fallbackCenter}
                invalid={message("pin") !== undefined}
                onPin={setPin}
              />
            </QueryProvider>
          ) : (
            <p className="bg-muted rounded-lg p-6 text-center text-sm">{t("pickZoneFirst")}</p>
          )}
          {message("pin") ? (
            <p className="text-destructive text-sm" data-testid="pin-message">
              {message("pin")}
            </p>
          ) : null}
        </div>
        <FormField label={t("tax")} message={message("tax")} required>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step="any"
            {...form.register("tax")}
          />
        </FormField>
        <FormField label={t("deliveryTimeUnit")} message={message("delivery_time_type")} required>
          <NativeSelect
            options={DELIVERY_TIME_UNITS.map((unit) => ({ value: unit, label: t(`unit_${unit}`) }))}
            {...form.register("delivery_time_type")}
          />
        </FormField>
        <FormField
          label={t("minimumDeliveryTime")}
          message={message("minimum_delivery_time")}
          required
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            {...form.register("minimum_delivery_time")}
          />
        </FormField>
        <FormField
          label={t("maximumDeliveryTime")}
          message={message("maximum_delivery_time")}
          required
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            {...form.register("maximum_delivery_time")}
          />
        </FormField>
        <Controller
          control={form.control}
          name="logo"
          render={({ field }) => (
            <ImageInput
              label={t("logo")}
              hint={t("logoHint")}
              aspect="square"
              required
              crop
              testId="logo-input"
              files={field.value ? [field.value] : []}
              message={message("logo")}
              onChange={(files) => {
                field.onChange(files[0] ?? null);
                field.onBlur();
              }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="cover_photo"
          render={({ field }) => (
            <ImageInput
              label={t("cover")}
              hint={t("coverHint")}
              aspect="wide"
              crop
              testId="cover-input"
              files={field.value ? [field.value] : []}
              message={message("cover_photo")}
              onChange={(files) => {
                field.onChange(files[0] ?? null);
                field.onBlur();
              }}
            />
          )}
        />
      </div>

      <div className={step === 2 ? "grid gap-4" : "hidden"}>
        <p className="text-sm">{t("planIntro")}</p>
        <ChoiceGroup
          legend={t("stepPlan")}
          type="radio"
          options={[
            {
              value: "commission",
              label: t("planCommission"),
              description: t("planCommissionText"),
            },
            ...(packages.length > 0
              ? [
                  {
                    value: "subscription",
                    label: t("planSubscription"),
                    description: t("planSubscriptionText"),
                  },
                ]
              : []),
          ]}
          register={form.register("business_plan")}
          message={message("business_plan")}
        />
        {plan === "subscription" ? (
          <PackageCards
            packages={packages}
            currency={currency}
            register={form.register("package_id")}
            message={message("package_id")}
          />
        ) : null}
      </div>

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
