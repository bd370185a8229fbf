"use client";

import { useEffect } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { Controller, useForm } from "react-hook-form";

import type { SignInValues } from "@marketplace/domain";
import { loginFieldType, signInSchema } from "@marketplace/domain";
import { Button, Checkbox, FormField, Input, Label, PasswordInput } from "@marketplace/ui";

import { useFieldMessage } from "../lib/use-field-message";

/** Remembered credentials (spec A §3 `userDatafor`): the e-mail or phone only, never the password. */
const REMEMBER_KEY = "userDatafor";

/** The manual view: email-or-phone, password with show/hide, Remember me, Forgot password, Sign In. */
export function ManualSignInForm({
  pending,
  onSubmit,
  forgotPasswordHref,
  defaultIdentifier = "",
}: {
  /** The e-mail or phone to start with (after a password reset: the account just reset). */
  defaultIdentifier?: string;
  pending: boolean;
  onSubmit: (emailOrPhone: string, password: string, fieldType: "email" | "phone") => void;
  /** Shown when the forgot-password route exists. */
  forgotPasswordHref: string | null;
}) {
  const t = useTranslations("auth");
  const message = useFieldMessage();
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email_or_phone: defaultIdentifier, password: "", remember: false },
  });
  const { errors } = form.formState;

  useEffect(() => {
    const remembered = window.localStorage.getItem(REMEMBER_KEY);
    if (remembered) {
      form.setValue("email_or_phone", remembered);
      form.setValue("remember", true);
    }
  }, [form]);

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => {
        const identifier = values.email_or_phone.trim();
        if (values.remember === true) window.localStorage.setItem(REMEMBER_KEY, identifier);
        else window.localStorage.removeItem(REMEMBER_KEY);
        onSubmit(identifier, values.password, loginFieldType(identifier));
      })}
    >
      <FormField
        label={t("emailOrPhone")}
        message={message(errors.email_or_phone?.message)}
        required
      >
        <Input
          autoComplete="username"
          placeholder={t("emailOrPhonePlaceholder")}
          {...form.register("email_or_phone")}
        />
      </FormField>
      <FormField label={t("password")} message={message(errors.password?.message)} required>
        <PasswordInput
          autoComplete="current-password"
          showLabel={t("showPassword")}
          hideLabel={t("hidePassword")}
          {...form.register("password")}
        />
      </FormField>
      <div className="flex items-center justify-between gap-2">
        <RememberMe control={form.control} label={t("rememberMe")} />
        {forgotPasswordHref ? (
          <a href={forgotPasswordHref} className="text-primary text-sm font-medium hover:underline">
            {t("forgotPassword")}
          </a>
        ) : null}
      </div>
      <Button type="submit" loading={pending}>
        {t("signIn")}
      </Button>
    </form>
  );
}

function RememberMe({
  control,
  label,
}: {
  control: ReturnType<typeof useForm<SignInValues>>["control"];
  label: string;
}) {
  return (
    <Controller
      control={control}
      name="remember"
      render={({ field }) => (
        <div className="flex items-center gap-2">
          <Checkbox
            id="auth-remember"
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
          />
          <Label htmlFor="auth-remember" className="text-sm font-normal">
            {label}
          </Label>
        </div>
      )}
    />
  );
}
