"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";

import type { ResetPasswordValues } from "@marketplace/domain";
import { resetPasswordSchema } from "@marketplace/domain";
import { Button, FormField, PasswordInput } from "@marketplace/ui";

import { useFieldMessage } from "../lib/use-field-message";

/**
 * The new password and its confirmation (domain `resetPasswordSchema`: the spec's messages, then the
 * shared rule for new passwords), 'Change password'.
 */
export function ResetPasswordForm({
  pending,
  onSubmit,
}: {
  pending: boolean;
  onSubmit: (values: ResetPasswordValues) => void;
}) {
  const t = useTranslations("auth");
  const message = useFieldMessage();
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    mode: "onTouched",
    defaultValues: { password: "", confirm_password: "" },
  });
  const { errors } = form.formState;
  return (
    <section aria-labelledby="reset-password-title" className="grid gap-4">
      <h2 id="reset-password-title" className="text-lg font-semibold">
        {t("newPasswordTitle")}
      </h2>
      <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)}>
        <FormField label={t("newPassword")} message={message(errors.password?.message)} required>
          <PasswordInput
            autoComplete="new-password"
            showLabel={t("showPassword")}
            hideLabel={t("hidePassword")}
            {...form.register("password")}
          />
        </FormField>
        <FormField
          label={t("confirmNewPassword")}
          message={message(errors.confirm_password?.message)}
          required
        >
          <PasswordInput
            autoComplete="new-password"
            showLabel={t("showPassword")}
            hideLabel={t("hidePassword")}
            {...form.register("confirm_password")}
          />
        </FormField>
        <Button type="submit" loading={pending}>
          {t("changePassword")}
        </Button>
      </form>
    </section>
  );
}
