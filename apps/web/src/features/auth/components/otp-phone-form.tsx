"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { Controller, useForm } from "react-hook-form";

import type { OtpPhoneValues } from "@marketplace/domain";
import { otpPhoneSchema } from "@marketplace/domain";
import { Button, Checkbox, FormField, Label } from "@marketplace/ui";

import { useFieldMessage } from "../lib/use-field-message";
import { PhoneField } from "./phone-field";

export interface PhoneSettings {
  initialDialCode: string;
  country: string | null;
  countryPickerEnabled: boolean;
}

/**
 * A phone form: the OTP view ('Get OTP', with Remember me) and phone_modal ('Continue'). Phone required
 * ('Please give a phone number'), at least 10 ('number must be 10 digits').
 */
export function OtpPhoneForm({
  pending,
  submitLabel,
  withRemember,
  phone,
  onSubmit,
}: {
  pending: boolean;
  submitLabel: string;
  withRemember: boolean;
  phone: PhoneSettings;
  onSubmit: (phone: string) => void;
}) {
  const t = useTranslations("auth");
  const message = useFieldMessage();
  const form = useForm<OtpPhoneValues>({
    resolver: zodResolver(otpPhoneSchema),
    defaultValues: { phone: "", remember: false },
  });
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => onSubmit(values.phone))}
    >
      <Controller
        control={form.control}
        name="phone"
        render={({ field, fieldState }) => (
          <FormField label={t("phone")} message={message(fieldState.error?.message)} required>
            <PhoneField
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              initialDialCode={phone.initialDialCode}
              country={phone.country}
              countryPickerEnabled={phone.countryPickerEnabled}
              countryLabel={t("countryCode")}
            />
          </FormField>
        )}
      />
      {withRemember ? (
        <Controller
          control={form.control}
          name="remember"
          render={({ field }) => (
            <div className="flex items-center gap-2">
              <Checkbox
                id="auth-otp-remember"
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
              <Label htmlFor="auth-otp-remember" className="text-sm font-normal">
                {t("rememberMe")}
              </Label>
            </div>
          )}
        />
      ) : null}
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
