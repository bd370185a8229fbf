"use client";

import { useRouter } from "next/navigation";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Controller, useForm, useWatch } from "react-hook-form";

import type { SignUpValues } from "@marketplace/domain";
import { signUp } from "@marketplace/api-client";
import { afterSignUpTarget, canSubmitSignUp, loginRoute, signUpSchema } from "@marketplace/domain";
import {
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  FormField,
  Input,
  Label,
  PasswordInput,
} from "@marketplace/ui";

import type { PhoneSettings } from "./otp-phone-form";
import { getBrowserClient } from "~/lib/api/browser-client";
import { notify } from "~/lib/notify/notify";
import { useVisitor } from "~/lib/visitor/visitor-provider";
import { AUTH_PARAM, AUTH_WELCOME } from "../lib/auth-link";
import { useAuthFlow } from "../lib/use-auth-flow";
import { useFieldMessage } from "../lib/use-field-message";
import { setWelcomeFlag } from "../lib/welcome-flag";
import { OtpView } from "./otp-view";
import { PhoneField } from "./phone-field";
import { UserInfoView } from "./user-info-view";

export interface SignUpSettings {
  phone: PhoneSettings;
  showsReferCode: boolean;
  firebaseOtp: boolean;
}

/**
 * The sign-up page's form (spec A §2, §5): user name, refer code (wallet and referral earning on), email,
 * country-code phone, password and confirmation, terms (Sign Up disabled until accepted). Then the
 * verification routing of §4 in a dialog (OTP, user_info); signed in: the welcome flag, then `/interest`
 * or `/home`.
 */
export function SignUpForm({ settings }: { settings: SignUpSettings }) {
  const t = useTranslations("auth");
  const message = useFieldMessage();
  const router = useRouter();
  const visitor = useVisitor();
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    mode: "onTouched",
    defaultValues: {
      name: "",
      email: "",
      phone: "",
      password: "",
      confirm_password: "",
      ref_code: "",
      terms: false,
    },
  });
  const { errors } = form.formState;
  const terms = useWatch({ control: form.control, name: "terms" });
  const flow = useAuthFlow({
    firebaseOtp: settings.firebaseOtp,
    onSignedIn: () => {
      void notify.success(t("signInSuccess"));
      setWelcomeFlag();
      const target = afterSignUpTarget({
        hasZone: visitor.location !== null,
        moduleType: visitor.module?.type ?? null,
      });
      // The next page shows the welcome modal (the flag just stored).
      router.push(`${target}?${AUTH_PARAM}=${AUTH_WELCOME}`);
      router.refresh();
    },
  });
  const submit = useMutation({
    mutationFn: (values: SignUpValues) =>
      signUp(getBrowserClient(visitor), {
        name: values.name,
        email: values.email,
        phone: values.phone,
        password: values.password,
        ...(values.ref_code ? { ref_code: values.ref_code } : {}),
        ...(visitor.guestId === null ? {} : { guest_id: Number(visitor.guestId) }),
      }),
  });
  const { step } = flow;

  return (
    <>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((values) => {
          flow.rememberPassword(values.password);
          submit.mutate(values, {
            onSuccess: (response) =>
              flow.follow(loginRoute(response, { firebaseOtp: settings.firebaseOtp }), response, {
                loginType: "manual",
                phone: values.phone,
                email: values.email,
                ticket: null,
              }),
          });
        })}
      >
        <FormField label={t("userName")} message={message(errors.name?.message)} required>
          <Input autoComplete="name" {...form.register("name")} />
        </FormField>
        {settings.showsReferCode ? (
          <FormField label={t("referCode")}>
            <Input autoComplete="off" {...form.register("ref_code")} />
          </FormField>
        ) : null}
        <FormField label={t("email")} message={message(errors.email?.message)} required>
          <Input type="email" autoComplete="email" {...form.register("email")} />
        </FormField>
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
                initialDialCode={settings.phone.initialDialCode}
                country={settings.phone.country}
                countryPickerEnabled={settings.phone.countryPickerEnabled}
                countryLabel={t("countryCode")}
              />
            </FormField>
          )}
        />
        <FormField label={t("password")} message={message(errors.password?.message)} required>
          <PasswordInput
            autoComplete="new-password"
            showLabel={t("showPassword")}
            hideLabel={t("hidePassword")}
            {...form.register("password", {
              onChange: () => {
                if (form.getValues("confirm_password") !== "")
                  void form.trigger("confirm_password");
              },
            })}
          />
        </FormField>
        <FormField
          label={t("confirmPassword")}
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
        <Controller
          control={form.control}
          name="terms"
          render={({ field, fieldState }) => (
            <div className="grid gap-1">
              <div className="flex items-center gap-2">
                <Checkbox
                  id="sign-up-terms"
                  checked={field.value}
                  aria-describedby={fieldState.error ? "sign-up-terms-message" : undefined}
                  aria-invalid={fieldState.error ? true : undefined}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                />
                <Label htmlFor="sign-up-terms" className="text-sm font-normal">
                  {t("acceptTerms")}
                </Label>
              </div>
              {fieldState.error ? (
                <p id="sign-up-terms-message" className="text-destructive text-sm font-medium">
                  {message(fieldState.error.message)}
                </p>
              ) : null}
            </div>
          )}
        />
        <Button type="submit" disabled={!canSubmitSignUp(terms)} loading={submit.isPending}>
          {t("signUp")}
        </Button>
      </form>
      {step.view === "sign-in" ? null : (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open) flow.setStep({ view: "sign-in" });
          }}
        >
          <DialogContent closeLabel={t("close")} className="max-w-md">
            {step.view === "otp" ? (
              <OtpView
                key={step.sentAt}
                destination={step.destination}
                sentAt={step.sentAt}
                pending={flow.pending}
                demoCode={null}
                onVerify={(code) => flow.verifyOtp(step, code)}
                onResend={() => flow.resend(step)}
              />
            ) : step.view === "user_info" ? (
              <UserInfoView
                contact={step.contact}
                showsReferCode={settings.showsReferCode}
                pending={flow.pending}
                onSubmit={(values) => flow.submitUserInfo(step.contact, values)}
              />
            ) : null}
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}
