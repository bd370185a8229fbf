"use client";

import { useTranslations } from "next-intl";

import { FormField, Input, PasswordInput } from "@marketplace/ui";

import type { Field, VendorForm } from "../lib/vendor-form-fields";
import { PasswordRules } from "./password-rules";

/** The vendor application's first step: the owner's name, email, phone and password. */
export function VendorOwnerStep({
  shown,
  form,
  message,
  rulesId,
  password,
}: {
  /** Whether this is the step on screen (the others stay mounted, hidden, so their values and errors stay). */
  shown: boolean;
  form: VendorForm;
  /** The field's error text, if any. */
  message: (field: Field) => string | undefined;
  /** The id of the password rules list. */
  rulesId: string;
  password: string;
}) {
  const t = useTranslations("registration");
  return (
    <div className={shown ? "grid gap-4 sm:grid-cols-2" : "hidden"}>
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
  );
}
