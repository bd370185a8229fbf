"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useEffect, useId, useState } from "react";

import type { ControlClasses } from "~/lib/ui/control-classes";
import { runSdkCall } from "~/lib/api/run-sdk-call";
import { withIntl } from "~/lib/i18n/with-intl";
import { notify } from "~/lib/notify/notify";
import { useVisitor } from "~/lib/visitor/visitor-provider";
import { ProfilePhotoField } from "./profile-photo-field";

/** The auth feature's OTP modal (six digits, paste, resend countdown, masked destination, demo note). */
const OtpDialog = dynamic(
  () => withIntl(import("~/features/auth/components/otp-dialog").then((mod) => mod.OtpDialog)),
  { ssr: false },
);

interface Values {
  name: string;
  email: string;
  phone: string;
}

interface Passwords {
  password: string;
  confirm_password: string;
  current_password: string;
}

const NO_PASSWORDS: Passwords = { password: "", confirm_password: "", current_password: "" };

type ErrorCode =
  | "name_required"
  | "email_required"
  | "email_invalid"
  | "profile_phone_required"
  | "password_too_short"
  | "new_password_too_short"
  | "new_password_too_long"
  | "new_password_common"
  | "passwords_must_match"
  | "photo_invalid";

type Field = keyof Values | "password" | "confirm_password" | "photo";

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
  choosePhoto: string;
  /** 'JPG, PNG, JPEG or GIF, at most 2 MB, ratio 1:1.' */
  photoHint: string;
  photoPreview: string;
  password: string;
  confirmPassword: string;
  currentPassword: string;
  passwordHint: string;
  errors: Record<ErrorCode, string>;
}

/** What the profile's edit form is given (by the server panel, through `ProfileEditEntry`). */
export interface ProfileEditProps {
  classes: ControlClasses;
  /** The demo API's fixed one-time code (config `demo_otp_code`) for the OTP modal's demo note, or null. */
  demoCode: string | null;
  initial: Values;
  phoneLocked: boolean;
  manualLogin: boolean;
  labels: ProfileEditLabels;
}

const FIELDS = ["name", "email", "phone"] as const;
const PASSWORD_FIELDS = ["password", "confirm_password", "current_password"] as const;
const CHECKED_FIELDS: readonly Field[] = [...FIELDS, "password", "confirm_password"];

/**
 * Edits the photo (jpg, png, jpeg or gif of at most 2 MB — the domain's photo rule — cropped to its centred
 * square and previewed), name, email and phone (the domain's profile schema; a verified phone is 'Not
 * Changeable') and, with manual login on, the password with its confirmation (the API asks for the current
 * password, or else sends an OTP to the verified channel). No change gives 'No changes found to update.';
 * when the server asks for an OTP the auth feature's OTP modal asks for it (Resend sends the update
 * again without a code, so the server sends a new one) and the update is sent again with it; then
 * 'Updated successfully.' and a fresh render.
 */
export function ProfileEditForm({
  initial,
  phoneLocked,
  manualLogin,
  labels,
  classes,
  demoCode,
  onClose,
}: ProfileEditProps & {
  /** 'Go back', or the update done: the profile's 'Edit details' button comes back. */
  onClose: () => void;
}) {
  const router = useRouter();
  const visitor = useVisitor();
  const id = useId();
  const [values, setValues] = useState<Values>(initial);
  const [passwords, setPasswords] = useState<Passwords>(NO_PASSWORDS);
  const [photo, setPhoto] = useState<{ file: File; preview: string } | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [otp, setOtp] = useState<{ on: "phone" | "email"; sentAt: number } | null>(null);
  const [pending, setPending] = useState(false);

  // The preview's object URL is released when replaced or unmounted.
  useEffect(() => {
    const preview = photo?.preview;
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [photo]);

  const choosePhoto = async (file: File | undefined) => {
    if (!file) return;
    const [{ profilePhotoSchema }, { cropSquare }] = await Promise.all([
      import("@marketplace/domain"),
      import("../lib/crop-square"),
    ]);
    const square = profilePhotoSchema.safeParse(file).success ? await cropSquare(file) : null;
    if (!square) {
      setPhoto(null);
      setErrors((found) => ({ ...found, photo: labels.errors.photo_invalid }));
      return;
    }
    setErrors(({ photo: _dropped, ...rest }) => rest);
    setPhoto({ file: square, preview: URL.createObjectURL(square) });
  };

  const send = async (checked: Values, code?: { on: "phone" | "email"; code: string }) => {
    if (pending) return;
    setPending(true);
    const password =
      passwords.password === ""
        ? {}
        : {
            password: passwords.password,
            ...(passwords.current_password === ""
              ? {}
              : { current_password: passwords.current_password }),
          };
    const result = await runSdkCall(visitor, (sdk, client) =>
      sdk.updateProfile(
        client,
        {
          ...checked,
          ...password,
          ...(code ? { otp: code.code, verification_on: code.on } : {}),
        },
        photo?.file,
      ),
    );
    setPending(false);
    if (!result.ok) return;
    if (result.data.otp_send === true) {
      setOtp({
        on: result.data.verification_on === "email" ? "email" : "phone",
        sentAt: Date.now(),
      });
      return;
    }
    setOtp(null);
    setPhoto(null);
    setPasswords(NO_PASSWORDS);
    void notify.success(labels.updated);
    router.refresh();
    onClose();
  };

  const reset = () => {
    setValues(initial);
    setPasswords(NO_PASSWORDS);
    setPhoto(null);
    setErrors({});
  };

  const submit = async () => {
    const { profileChange, profileSchema } = await import("@marketplace/domain");
    const parsed = profileSchema({ manualLogin }).safeParse(
      manualLogin
        ? { ...values, password: passwords.password, confirm_password: passwords.confirm_password }
        : values,
    );
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = CHECKED_FIELDS.find((name) => name === issue.path[0]);
        const code = issue.message as ErrorCode;
        if (field && found[field] === undefined)
          found[field] = labels.errors[code] ?? issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const checked = { name: parsed.data.name, email: parsed.data.email, phone: parsed.data.phone };
    const change = profileChange(
      initial,
      { ...checked, password: passwords.password },
      photo !== null,
    );
    if (change.code === "no_changes") {
      void notify.error(labels.noChanges);
      return;
    }
    await send(checked);
  };

  return (
    <>
      <form
        noValidate
        className="bg-card flex flex-col gap-4 rounded-xl border p-6"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ProfilePhotoField
          id={`${id}-photo`}
          preview={photo?.preview ?? null}
          error={errors.photo}
          labels={labels}
          labelClassName={classes.label}
          onChoose={(file) => {
            void choosePhoto(file);
          }}
        />
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
        {manualLogin ? (
          <div className="flex flex-col gap-4">
            <p id={`${id}-password-hint`} className="text-muted-foreground text-xs">
              {labels.passwordHint}
            </p>
            {PASSWORD_FIELDS.map((field) => {
              const error = field === "current_password" ? undefined : errors[field];
              const label =
                field === "password"
                  ? labels.password
                  : field === "confirm_password"
                    ? labels.confirmPassword
                    : labels.currentPassword;
              return (
                <div key={field} className="flex flex-col gap-1.5">
                  <label className={classes.label} htmlFor={`${id}-${field}`}>
                    {label}
                  </label>
                  <input
                    className={classes.input}
                    id={`${id}-${field}`}
                    name={field}
                    type="password"
                    dir="ltr"
                    maxLength={72}
                    autoComplete={
                      field === "current_password" ? "current-password" : "new-password"
                    }
                    value={passwords[field]}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-${field}-error` : `${id}-password-hint`}
                    onChange={(event) =>
                      setPasswords({ ...passwords, [field]: event.target.value })
                    }
                  />
                  {error ? (
                    <p id={`${id}-${field}-error`} className="text-destructive text-sm">
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button className={classes.primary} type="submit" disabled={pending}>
            {labels.update}
          </button>
          <button className={classes.outline} type="button" onClick={reset}>
            {labels.reset}
          </button>
          <button
            className={classes.ghost}
            type="button"
            onClick={() => {
              reset();
              onClose();
            }}
          >
            {labels.goBack}
          </button>
        </div>
      </form>
      {otp === null ? null : (
        <OtpDialog
          destination={otp.on === "email" ? values.email : values.phone}
          sentAt={otp.sentAt}
          pending={pending}
          demoCode={demoCode}
          onVerify={(code) => void send(values, { on: otp.on, code })}
          onResend={() => void send(values)}
          onClose={() => setOtp(null)}
        />
      )}
    </>
  );
}
