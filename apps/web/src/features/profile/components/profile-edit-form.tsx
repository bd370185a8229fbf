"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";

import type { ControlClasses } from "~/lib/ui/control-classes";
import { runSdkCall } from "~/lib/api/run-sdk-call";
import { notify } from "~/lib/notify/notify";
import { useVisitor } from "~/lib/visitor/visitor-provider";

interface Values {
  name: string;
  email: string;
  phone: string;
}

type ErrorCode = "name_required" | "email_required" | "email_invalid" | "profile_phone_required";

export interface ProfileEditLabels {
  edit: string;
  name: string;
  email: string;
  phone: string;
  notChangeable: string;
  reset: string;
  update: string;
  goBack: string;
  noChanges: string;
  updated: string;
  otpTitle: string;
  /** 'We sent a 6-digit code to {destination}.' */
  otpBody: string;
  otpLabel: string;
  verify: string;
  errors: Record<ErrorCode, string>;
}

const FIELDS = ["name", "email", "phone"] as const;

/**
 * Edits name, email and phone (the domain's profile schema; a verified phone is 'Not Changeable'). No change
 * gives 'No changes found to update.'; a change of a verified email or phone makes the server send an OTP,
 * asked for here, and the update is sent again with it; then 'Updated successfully.' and a fresh render.
 */
export function ProfileEditForm({
  initial,
  phoneLocked,
  labels,
  classes,
}: {
  classes: ControlClasses;
  initial: Values;
  phoneLocked: boolean;
  labels: ProfileEditLabels;
}) {
  const router = useRouter();
  const visitor = useVisitor();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [otp, setOtp] = useState<{ on: "phone" | "email"; code: string } | null>(null);
  const [pending, setPending] = useState(false);

  const send = async (checked: Values, code?: { on: "phone" | "email"; code: string }) => {
    setPending(true);
    const result = await runSdkCall(visitor, (sdk, client) =>
      sdk.updateProfile(client, {
        ...checked,
        ...(code ? { otp: code.code, verification_on: code.on } : {}),
      }),
    );
    setPending(false);
    if (!result.ok) return;
    if (result.data.otp_send === true) {
      setOtp({ on: result.data.verification_on === "email" ? "email" : "phone", code: "" });
      return;
    }
    setOtp(null);
    setOpen(false);
    void notify.success(labels.updated);
    router.refresh();
  };

  const submit = async () => {
    const { profileSchema } = await import("@marketplace/domain");
    const parsed = profileSchema({ manualLogin: false }).safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<keyof Values, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = FIELDS.find((name) => name === issue.path[0]);
        const code = issue.message as ErrorCode;
        if (field && found[field] === undefined)
          found[field] = labels.errors[code] ?? issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const checked = { name: parsed.data.name, email: parsed.data.email, phone: parsed.data.phone };
    if (FIELDS.every((field) => checked[field] === initial[field])) {
      void notify.error(labels.noChanges);
      return;
    }
    await send(checked);
  };

  if (!open) {
    return (
      <div>
        <button className={classes.primary} type="button" onClick={() => setOpen(true)}>
          {labels.edit}
        </button>
      </div>
    );
  }

  if (otp) {
    const destination = otp.on === "email" ? values.email : values.phone;
    return (
      <form
        className="bg-card flex max-w-md flex-col gap-4 rounded-xl border p-6"
        aria-labelledby={`${id}-otp`}
        onSubmit={(event) => {
          event.preventDefault();
          void send(values, otp);
        }}
      >
        <h3 id={`${id}-otp`} className="text-lg font-semibold">
          {labels.otpTitle}
        </h3>
        <p className="text-muted-foreground text-sm">
          {labels.otpBody.replace("{destination}", `\u2068${destination}\u2069`)}
        </p>
        <div className="flex flex-col gap-1.5">
          <label className={classes.label} htmlFor={`${id}-code`}>
            {labels.otpLabel}
          </label>
          <input
            className={classes.input}
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            dir="ltr"
            value={otp.code}
            onChange={(event) =>
              setOtp({ ...otp, code: event.target.value.replace(/\D/g, "").slice(0, 6) })
            }
          />
        </div>
        <div className="flex gap-2">
          <button
            className={classes.primary}
            type="submit"
            disabled={otp.code.length !== 6 || pending}
          >
            {labels.verify}
          </button>
          <button className={classes.outline} type="button" onClick={() => setOtp(null)}>
            {labels.goBack}
          </button>
        </div>
      </form>
    );
  }

  return (
    <form
      noValidate
      className="bg-card flex flex-col gap-4 rounded-xl border p-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {FIELDS.map((field) => {
        const locked = field === "phone" && phoneLocked;
        const error = errors[field];
        return (
          <div key={field} className="flex flex-col gap-1.5">
            <label className={classes.label} htmlFor={`${id}-${field}`}>
              {labels[field]}
            </label>
            <input
              className={classes.input}
              id={`${id}-${field}`}
              name={field}
              type={field === "email" ? "email" : field === "phone" ? "tel" : "text"}
              autoComplete={field === "phone" ? "tel" : field}
              dir={field === "name" ? "auto" : "ltr"}
              value={values[field]}
              readOnly={locked}
              aria-invalid={error ? true : undefined}
              aria-describedby={
                error ? `${id}-${field}-error` : locked ? `${id}-${field}-locked` : undefined
              }
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            />
            {locked ? (
              <p id={`${id}-${field}-locked`} className="text-muted-foreground text-xs">
                {labels.notChangeable}
              </p>
            ) : null}
            {error ? (
              <p id={`${id}-${field}-error`} className="text-destructive text-sm">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className="flex flex-wrap gap-2">
        <button className={classes.primary} type="submit" disabled={pending}>
          {labels.update}
        </button>
        <button
          className={classes.outline}
          type="button"
          onClick={() => {
            setValues(initial);
            setErrors({});
          }}
        >
          {labels.reset}
        </button>
        <button
          className={classes.ghost}
          type="button"
          onClick={() => {
            setValues(initial);
            setErrors({});
            setOpen(false);
          }}
        >
          {labels.goBack}
        </button>
      </div>
    </form>
  );
}
