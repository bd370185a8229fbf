"use client";

import type { ComponentProps } from "react";
import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";

import type { FormMessageCode } from "@marketplace/domain";
import type { PhoneCountry } from "@marketplace/ui";
import { canSubmitSignUp } from "@marketplace/domain";
import { FormField, Input, PasswordInput, PhoneInput } from "@marketplace/ui";

import type { SignUpFieldErrors, SignUpFieldName, SignUpInput } from "../lib/sign-up-fields";
import type { SignUpVerification } from "./sign-up-verification";
import { withIntl } from "~/lib/i18n/with-intl";
import { onDemand } from "~/lib/lazy/on-demand";
import { notify } from "~/lib/notify/notify";
import { withQueries } from "~/lib/query/with-queries";
import { FieldsOnceHydrated } from "~/lib/ui/fields-once-hydrated";
import { forgetDevicePerson } from "~/lib/visitor/device-person-data";
import { useVisitor } from "~/lib/visitor/visitor-provider";

export interface SignUpSettings {
  /** The config country's dialling code, e.g. '+1'. */
  dialCode: string;
  /** The dialling codes offered (only the default one when the picker is off). */
  countries: readonly PhoneCountry[];
  /** config country_picker_status. */
  countryPickerEnabled: boolean;
  /** Wallet and referral earning both on (domain `showsReferCode`). */
  showsReferCode: boolean;
  firebaseOtp: boolean;
}

export interface SignUpTexts {
  countryCode: string;
  showPassword: string;
  hidePassword: string;
  submit: string;
  /** 'Sign in successfully.' */
  success: string;
  termsLink: string;
  somethingWentWrong: string;
}

type VerificationProps = ComponentProps<typeof SignUpVerification>;

// The OTP modal and the rest of the verification routing (TanStack, the SDK, next-intl) load only when
// the API's answer asks for them.
const Verification = onDemand(() =>
  withIntl(withQueries(import("./sign-up-verification").then((mod) => mod.SignUpVerification))),
);

const loadCheck = () => import("../lib/sign-up-check");
const loadSubmit = () => import("../lib/sign-up-submit");

const EMPTY: Omit<SignUpInput, "dialCode"> = {
  name: "",
  ref_code: "",
  email: "",
  national: "",
  password: "",
  confirm_password: "",
  terms: false,
};

/**
 * The sign-up form (spec A §2, §5): user name, refer code (when the config allows it), email,
 * country-code phone, password and its confirmation, terms (Sign Up disabled until accepted). The
 * domain's schema checks each field once left and everything on submit; it loads with the visitor's
 * first action, as does the call (through the site's proxy, which keeps the session in its HttpOnly
 * cookie). The server's field errors land on their fields. Then the verification routing of §4 when the
 * API asks for it; signed in: 'Sign in successfully.', the welcome flag, `/interest` or `/home`.
 */
export function SignUpForm({
  settings,
  labels,
  messages,
  texts,
  buttonClassName,
}: {
  /** ui's `buttonVariants()`, from the server (ui's Button would bring tailwind-merge to the first load). */
  buttonClassName: string;
  settings: SignUpSettings;
  labels: Record<SignUpFieldName, string>;
  /** The spec's texts of the domain's codes (worded on the server). */
  messages: Partial<Record<FormMessageCode, string>>;
  texts: SignUpTexts;
}) {
  const router = useRouter();
  const visitor = useVisitor();
  const termsId = useId();
  const [input, setInput] = useState<SignUpInput>({ ...EMPTY, dialCode: settings.dialCode });
  const [errors, setErrors] = useState<SignUpFieldErrors>({});
  const [touched, setTouched] = useState<ReadonlySet<SignUpFieldName>>(new Set());
  const [pending, setPending] = useState(false);
  const [verification, setVerification] = useState<Omit<
    VerificationProps,
    "onSignedIn" | "onClose"
  > | null>(null);
  // Only the latest check may set the messages (checks are asynchronous).
  const checkRun = useRef(0);

  const text = (message: string | undefined) =>
    message === undefined ? undefined : (messages[message as FormMessageCode] ?? message);

  /** Runs the domain's schema; shows the messages of the fields in `shown`. */
  const check = async (next: SignUpInput, shown: ReadonlySet<SignUpFieldName>) => {
    const run = ++checkRun.current;
    const { checkSignUp } = await loadCheck();
    const result = checkSignUp(next);
    if (run === checkRun.current) {
      setErrors(
        Object.fromEntries(
          Object.entries(result.errors).filter(([field]) => shown.has(field as SignUpFieldName)),
        ),
      );
    }
    return result;
  };

  const change = <K extends keyof SignUpInput>(key: K, value: SignUpInput[K]) => {
    const next = { ...input, [key]: value };
    setInput(next);
    if (touched.size > 0) void check(next, touched);
  };

  const leave = (field: SignUpFieldName) => {
    const shown = new Set(touched).add(field);
    setTouched(shown);
    void check(input, shown);
  };

  const signedIn = async () => {
    const { afterSignUpHref } = await loadSubmit();
    forgetDevicePerson();
    void notify.success(texts.success);
    router.push(afterSignUpHref(visitor));
    router.refresh();
  };

  const submit = async () => {
    const all = new Set<SignUpFieldName>(Object.keys(labels) as SignUpFieldName[]);
    setTouched(all);
    const result = await check(input, all);
    if (!result.valid) return;
    setPending(true);
    const { submitSignUp } = await loadSubmit();
    const outcome = await submitSignUp(
      {
        name: input.name,
        email: input.email,
        phone: result.phone,
        password: input.password,
        ref_code: settings.showsReferCode ? input.ref_code : "",
      },
      visitor,
      { firebaseOtp: settings.firebaseOtp },
    );
    if (outcome.kind === "signed-in") {
      await signedIn();
      return;
    }
    setPending(false);
    if (outcome.kind === "verify") {
      setVerification({
        route: outcome.route,
        response: outcome.response,
        contact: { loginType: "manual", phone: result.phone, email: input.email, ticket: null },
        password: input.password,
        firebaseOtp: settings.firebaseOtp,
        showsReferCode: settings.showsReferCode,
      });
      return;
    }
    setErrors(outcome.fields);
    const toasts =
      outcome.messages.length > 0 || Object.keys(outcome.fields).length > 0
        ? outcome.messages
        : [texts.somethingWentWrong];
    for (const message of toasts) void notify.error(message);
  };

  return (
    <>
      <form
        noValidate
        className="grid gap-4"
        onFocus={() => void loadCheck()}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FieldsOnceHydrated>
          <FormField label={labels.name} message={text(errors.name)} required>
            <Input
              autoComplete="name"
              name="name"
              value={input.name}
              onBlur={() => leave("name")}
              onChange={(event) => change("name", event.target.value)}
            />
          </FormField>
          {settings.showsReferCode ? (
            <FormField label={labels.ref_code} message={errors.ref_code}>
              <Input
                autoComplete="off"
                name="ref_code"
                value={input.ref_code}
                onBlur={() => leave("ref_code")}
                onChange={(event) => change("ref_code", event.target.value)}
              />
            </FormField>
          ) : null}
          <FormField label={labels.email} message={text(errors.email)} required>
            <Input
              type="email"
              autoComplete="email"
              name="email"
              value={input.email}
              onBlur={() => leave("email")}
              onChange={(event) => change("email", event.target.value)}
            />
          </FormField>
          <FormField label={labels.phone} message={text(errors.phone)} required>
            <PhoneInput
              name="phone"
              value={input.national}
              onBlur={() => leave("phone")}
              countries={settings.countries}
              dialCode={input.dialCode}
              countryPickerEnabled={settings.countryPickerEnabled}
              countryLabel={texts.countryCode}
              onDialCodeChange={(code) => change("dialCode", code)}
              onChange={(event) => change("national", event.target.value)}
            />
          </FormField>
          <FormField label={labels.password} message={text(errors.password)} required>
            <PasswordInput
              autoComplete="new-password"
              showLabel={texts.showPassword}
              hideLabel={texts.hidePassword}
              name="password"
              value={input.password}
              onBlur={() => leave("password")}
              onChange={(event) => change("password", event.target.value)}
            />
          </FormField>
          <FormField
            label={labels.confirm_password}
            message={text(errors.confirm_password)}
            required
          >
            <PasswordInput
              autoComplete="new-password"
              showLabel={texts.showPassword}
              hideLabel={texts.hidePassword}
              name="confirm_password"
              value={input.confirm_password}
              onBlur={() => leave("confirm_password")}
              onChange={(event) => change("confirm_password", event.target.value)}
            />
          </FormField>
          <div className="grid gap-1">
            <div className="flex items-center gap-2">
              <input
                id={termsId}
                type="checkbox"
                name="terms"
                checked={input.terms}
                aria-describedby={errors.terms ? `${termsId}-message` : undefined}
                aria-invalid={errors.terms ? true : undefined}
                className="accent-primary size-5 shrink-0 cursor-pointer"
                onChange={(event) => change("terms", event.target.checked)}
              />
              <label htmlFor={termsId} className="text-sm">
                {labels.terms}
              </label>
            </div>
            <a
              href="/terms-and-conditions"
              target="_blank"
              rel="noopener"
              className="text-primary ms-7 justify-self-start text-sm font-medium hover:underline"
            >
              {texts.termsLink}
            </a>
            {errors.terms ? (
              <p id={`${termsId}-message`} className="text-destructive text-sm font-medium">
                {text(errors.terms)}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            className={buttonClassName}
            disabled={!canSubmitSignUp(input.terms) || pending}
            aria-busy={pending || undefined}
          >
            {texts.submit}
          </button>
        </FieldsOnceHydrated>
      </form>
      {verification ? (
        <Verification
          {...verification}
          onSignedIn={() => void signedIn()}
          onClose={() => setVerification(null)}
        />
      ) : null}
    </>
  );
}
