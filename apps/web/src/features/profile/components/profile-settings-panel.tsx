import { getTranslations } from "next-intl/server";

import type { Profile } from "@marketplace/api-client";
import { phoneEditable } from "@marketplace/domain";
import { SpriteIcon } from "@marketplace/ui";

import { Glyph } from "~/lib/icons/glyph";
import { privateUploadPath } from "~/lib/private-upload";
import { controlClasses } from "~/lib/ui/control-classes";
import { DeleteAccount } from "./delete-account";
import { ProfileEditEntry } from "./profile-edit-entry";

/**
 * The profile-settings panel ('Edit Personal Details'): the photo (through the same-origin proxy: it needs
 * the session), name, email and phone with their verified marks, the edit form (photo; password and
 * confirmation when manual login is on) and account deletion.
 */
export async function ProfileSettingsPanel({
  profile,
  manualLogin,
  demoCode,
}: {
  profile: Profile;
  manualLogin: boolean;
  /** The demo API's fixed one-time code (config `demo_otp_code`), for the OTP modal's demo note. */
  demoCode: string | null;
}) {
  const [t, tDomain, tc] = await Promise.all([
    getTranslations("profile.settings"),
    getTranslations("domain"),
    getTranslations("common"),
  ]);
  const name = [profile.f_name, profile.l_name].filter(Boolean).join(" ");
  const photo = privateUploadPath(profile.image_full_url);
  const phone = profile.phone === null || profile.phone === undefined ? "" : String(profile.phone);
  const verified = (flag: boolean | undefined) =>
    flag === true ? (
      <span className="text-primary inline-flex items-center gap-1 text-xs font-medium">
        <Glyph name="badge-check" className="size-4" />
        {t("verified")}
      </span>
    ) : null;
  return (
    <section aria-labelledby="profile-settings" className="flex flex-col gap-6">
      <h2 id="profile-settings" className="text-xl font-semibold">
        {t("title")}
      </h2>
      <div className="bg-card flex flex-col gap-4 rounded-xl border p-6 sm:flex-row sm:items-center">
        {photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- a private image through the session proxy
          <img
            src={photo}
            alt={t("photo")}
            width={96}
            height={96}
            data-testid="profile-photo"
            className="size-24 rounded-full border object-cover"
          />
        ) : (
          <span
            role="img"
            aria-label={t("photo")}
            className="bg-muted grid size-24 place-items-center rounded-full"
          >
            <SpriteIcon name="user-round" className="text-muted-foreground size-10" />
          </span>
        )}
        <dl className="grid min-w-0 flex-1 gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="text-muted-foreground">{t("name")}</dt>
          <dd className="font-medium" data-testid="profile-name">
            <bdi>{name}</bdi>
          </dd>
          <dt className="text-muted-foreground">{t("email")}</dt>
          <dd className="flex flex-wrap items-center gap-2 break-all">
            <bdi data-testid="profile-email">{profile.email ?? ""}</bdi>
            {verified(profile.is_email_verified)}
          </dd>
          <dt className="text-muted-foreground">{t("phone")}</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <bdi dir="ltr" data-testid="profile-phone">
              {phone}
            </bdi>
            {verified(profile.is_phone_verified)}
          </dd>
        </dl>
      </div>
      <ProfileEditEntry
        initial={{ name, email: profile.email ?? "", phone }}
        classes={controlClasses()}
        manualLogin={manualLogin}
        demoCode={demoCode}
        phoneLocked={phoneEditable(profile).code === "not_changeable"}
        labels={{
          edit: t("edit"),
          name: t("name"),
          email: t("email"),
          phone: t("phone"),
          notChangeable: t("notChangeable"),
          reset: t("reset"),
          update: t("update"),
          goBack: t("goBack"),
          noChanges: t("noChanges"),
          updated: t("updated"),
          choosePhoto: t("choosePhoto"),
          photoHint: t("photoHint"),
          photoPreview: t("photoPreview"),
          password: t("password"),
          confirmPassword: t("confirmPassword"),
          currentPassword: t("currentPassword"),
          passwordHint: t("passwordHint"),
          errors: {
            name_required: tDomain("name_required"),
            email_required: tDomain("email_required"),
            email_invalid: tDomain("email_invalid"),
            profile_phone_required: tDomain("profile_phone_required"),
            password_too_short: tDomain("password_too_short"),
            new_password_too_short: tDomain("new_password_too_short"),
            new_password_too_long: tDomain("new_password_too_long"),
            new_password_common: tDomain("new_password_common"),
            passwords_must_match: tDomain("passwords_must_match"),
            photo_invalid: tDomain("photo_invalid"),
          },
        }}
      />
      <DeleteAccount
        classes={controlClasses()}
        labels={{
          title: t("deleteTitle"),
          body: t("deleteBody"),
          button: t("deleteButton"),
          confirm: t("deleteConfirm"),
          confirmBody: t("deleteConfirmBody"),
          cancel: t("cancel"),
          yes: t("yes"),
          deleted: t("deleted"),
          loading: tc("loading"),
        }}
      />
    </section>
  );
}
