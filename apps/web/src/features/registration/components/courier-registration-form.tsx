"use client";

import type { FieldPath } from "react-hook-form";
import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { Controller, useForm, useWatch } from "react-hook-form";

import type { Vehicle, Zone } from "@marketplace/api-client";
import { IDENTITY_TYPES } from "@marketplace/api-client";
import { Button, FormField, Input, PasswordInput } from "@marketplace/ui";

import type { CourierFormOutput, CourierFormValues } from "../lib/courier-form-schema";
import { notify } from "~/lib/notify/notify";
import { useVisitor } from "~/lib/visitor/visitor-provider";
import { COURIER_DEFAULTS, courierFormSchema } from "../lib/courier-form-schema";
import { fieldMessage } from "../lib/field-message";
import { ChoiceGroup } from "./choice-group";
import { ImageInput } from "./image-input";
import { NativeSelect } from "./native-select";
import { PasswordRules } from "./password-rules";
import { RegistrationSuccess } from "./registration-success";
import { useErrorText } from "./use-error-text";

const loadSubmit = () => import("../lib/submit-courier");

type Field = FieldPath<CourierFormValues>;

/**
 * The delivery-staff application (issue 18 item 9), checked with the API's rules (the SDK's schemas)
 * before sending; the server's field errors land on their fields; sent: what happens next.
 */
export function CourierRegistrationForm({
  zones,
  vehicles,
}: {
  zones: readonly Zone[];
  vehicles: readonly Vehicle[];
}) {
  const t = useTranslations("registration");
  const errorText = useErrorText();
  const visitor = useVisitor();
  const [sent, setSent] = useState(false);
  const form = useForm<CourierFormValues, unknown, CourierFormOutput>({
    resolver: zodResolver(courierFormSchema),
    // Checked on Submit, then again as the fields change; never on leaving a field: a message appearing
    // on blur moves the Submit button between the press and the release, and the click is lost.
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: COURIER_DEFAULTS,
  });
  const { errors, isSubmitting } = form.formState;
  const message = (field: Field) =>
    errorText(fieldMessage((errors as Partial<Record<string, unknown>>)[field]));
  const password = useWatch({ control: form.control, name: "password" });

  const submit = form.handleSubmit(async (values) => {
    const { submitCourier } = await loadSubmit();
    const outcome = await submitCourier(values, visitor);
    if (outcome.kind === "sent") {
      setSent(true);
      return;
    }
    const fields = Object.entries(outcome.fields) as [Field, string][];
    for (const [field, text] of fields) form.setError(field, { type: "server", message: text });
    const toasts =
      outcome.messages.length > 0
        ? outcome.messages
        : fields.length > 0
          ? [t("fixErrors")]
          : [t("somethingWentWrong")];
    for (const text of toasts) void notify.error(text);
  });

  if (sent) return <RegistrationSuccess text={t("successCourier")} />;

  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      data-testid="courier-form"
      onSubmit={(event) => void submit(event)}
    >
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
        <PasswordRules id="courier-password-rules" password={password} />
      </div>
      <FormField label={t("identityType")} message={message("identity_type")} required>
        <NativeSelect
          options={IDENTITY_TYPES.map((type) => ({ value: type, label: t(`identity_${type}`) }))}
          {...form.register("identity_type")}
        />
      </FormField>
      <FormField label={t("identityNumber")} message={message("identity_number")} required>
        <Input autoComplete="off" {...form.register("identity_number")} />
      </FormField>
      <div className="sm:col-span-2">
        <Controller
          control={form.control}
          name="identity_image"
          render={({ field }) => (
            <ImageInput
              label={t("identityImages")}
              hint={t("identityImagesHint")}
              aspect="wide"
              multiple
              testId="identity-images-input"
              files={field.value}
              message={message("identity_image")}
              onChange={(files) => {
                field.onChange(files);
                field.onBlur();
              }}
            />
          )}
        />
      </div>
      <div className="sm:col-span-2">
        <Controller
          control={form.control}
          name="image"
          render={({ field }) => (
            <ImageInput
              label={t("profileImage")}
              hint={t("logoHint")}
              aspect="square"
              crop
              testId="profile-image-input"
              files={field.value ? [field.value] : []}
              message={message("image")}
              onChange={(files) => {
                field.onChange(files[0] ?? null);
                field.onBlur();
              }}
            />
          )}
        />
      </div>
      <FormField label={t("zone")} message={message("zone_id")} required>
        <NativeSelect
          placeholder={t("chooseZone")}
          options={zones.map((zone) => ({
            value: String(zone.id),
            label: zone.display_name ?? zone.name ?? String(zone.id),
          }))}
          {...form.register("zone_id")}
        />
      </FormField>
      <FormField label={t("vehicle")} message={message("vehicle_id")} required>
        <NativeSelect
          placeholder={t("chooseVehicle")}
          options={vehicles.map((vehicle) => ({
            value: String(vehicle.id),
            label: vehicle.name ?? String(vehicle.id),
          }))}
          {...form.register("vehicle_id")}
        />
      </FormField>
      <div className="sm:col-span-2">
        <ChoiceGroup
          legend={t("earning")}
          type="radio"
          options={[
            { value: "1", label: t("earningFreelancer") },
            { value: "0", label: t("earningSalaried") },
          ]}
          register={form.register("earning")}
          message={message("earning")}
        />
      </div>
      <div className="sm:col-span-2">
        <ChoiceGroup
          legend={t("serveFor")}
          type="checkbox"
          options={[
            { value: "delivery", label: t("serveDelivery") },
            { value: "ride", label: t("serveRide") },
          ]}
          register={form.register("serve_for")}
          message={message("serve_for")}
        />
      </div>
      <FormField label={t("referralCode")} message={message("referral_code")}>
        <Input autoComplete="off" {...form.register("referral_code")} />
      </FormField>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" loading={isSubmitting}>
          {t("submit")}
        </Button>
      </div>
    </form>
  );
}
