"use client";

import type { ComponentProps } from "react";
import { useCallback, useId, useState } from "react";

import type { ResetMethod } from "@marketplace/domain";
import type { PhoneCountry } from "@marketplace/ui";
import { FormField, Input, PhoneInput } from "@marketplace/ui";

import type { ResetTarget } from "../lib/forgot-password-request";
import type { ResetSteps } from "./reset-steps";
import { withIntl } from "~/lib/i18n/with-intl";
import { onDemand } from "~/lib/lazy/on-demand";
import { notify } from "~/lib/notify/notify";
import { withQueries } from "~/lib/query/with-queries";
import { FieldsOnceHydrated } from "~/lib/ui/fields-once-hydrated";
import { useVisitor } from "~/lib/visitor/visitor-provider";

export interface ForgotPasswordTexts {
  method: string;
  byPhone: string;
  byEmail: string;
  phone: string;
  email: string;
  countryCode: string;
  send: string;
  somethingWentWrong: string;
}

type StepsProps = ComponentProps<typeof ResetSteps>;

// The OTP modal, the new-password form and the sign-in after it (the SDK, TanStack, next-intl, the form
// library) load once the code is sent.
const Steps = onDemand(() =>
  withIntl(withQueries(import("./reset-steps").then((mod) => mod.ResetSteps))),
);

const loadRequest = () => import("../lib/forgot-password-request");

/**
 * `/forgot-password`, first step: a phone (country-code input) or an e-mail, checked with the domain's
 * rules once the visitor acts, then `auth/forgot-password` sends the code. The OTP modal, the new
 * password and the sign-in with it follow (`ResetSteps`, loaded then).
 */
export function ForgotPasswordForm({
  dialCode: defaultDialCode,
  countries,
  countryPickerEnabled,
  messages,
  texts,
  buttonClassName,
}: {
  /** ui's `buttonVariants()`, from the server (ui's Button would bring tailwind-merge to the first load). */
  buttonClassName: string;
  dialCode: string;
  countries: readonly PhoneCountry[];
  countryPickerEnabled: boolean;
  /** The spec's texts of the domain's codes (worded on the server). */
  messages: Record<string, string>;
  texts: ForgotPasswordTexts;
}) {
  const visitor = useVisitor();
  const groupId = useId();
  const [method, setMethod] = useState<ResetMethod>("phone");
  const [dialCode, setDialCode] = useState(defaultDialCode);
  const [national, setNational] = useState("");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<{ target: ResetTarget; at: number } | null>(null);
  const [resetting, setResetting] = useState(false);
  const onStage = useCallback((stage: string) => setResetting(stage !== "otp"), []);

  const send = async () => {
    const { checkForgotPassword, requestResetCode } = await loadRequest();
    const checked = checkForgotPassword({ method, dialCode, national, email });
    setError(checked.error);
    if (!checked.target) return;
    setPending(true);
    const answer = await requestResetCode(checked.target, visitor);
    setPending(false);
    if (answer.ok) {
      setSent({ target: checked.target, at: Date.now() });
      return;
    }
    for (const message of answer.messages.length > 0 ? answer.messages : [texts.somethingWentWrong])
      void notify.error(message);
  };

  const steps: Omit<StepsProps, "onCancel" | "onStage"> | null = sent
    ? { target: sent.target, sentAt: sent.at }
    : null;
  const message = error === null ? undefined : (messages[error] ?? error);

  return (
    <>
      {resetting ? null : (
        <form
          noValidate
          className="grid gap-4"
          onFocus={() => void loadRequest()}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <FieldsOnceHydrated>
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">{texts.method}</legend>
              <div className="flex gap-6">
                {(["phone", "email"] as const).map((option) => (
                  <label key={option} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name={`${groupId}-method`}
                      value={option}
                      checked={method === option}
                      className="accent-primary size-4"
                      onChange={() => {
                        setMethod(option);
                        setError(null);
                      }}
                    />
                    {option === "phone" ? texts.byPhone : texts.byEmail}
                  </label>
                ))}
              </div>
            </fieldset>
            {method === "phone" ? (
              <FormField label={texts.phone} message={message} required>
                <PhoneInput
                  name="phone"
                  countries={countries}
                  dialCode={dialCode}
                  countryPickerEnabled={countryPickerEnabled}
                  countryLabel={texts.countryCode}
                  onDialCodeChange={setDialCode}
                  value={national}
                  onChange={(event) => setNational(event.target.value)}
                />
              </FormField>
            ) : (
              <FormField label={texts.email} message={message} required>
                <Input
                  type="email"
                  name="email"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              </FormField>
            )}
            <button
              type="submit"
              className={buttonClassName}
              disabled={pending}
              aria-busy={pending || undefined}
            >
              {texts.send}
            </button>
          </FieldsOnceHydrated>
        </form>
      )}
      {steps ? (
        <Steps
          key={steps.sentAt}
          {...steps}
          onStage={onStage}
          onCancel={() => {
            setSent(null);
            setResetting(false);
          }}
        />
      ) : null}
    </>
  );
}
