"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";

import type { UserInfoValues } from "@marketplace/domain";
import { loginFieldType, userInfoSchema } from "@marketplace/domain";
import {
  Button,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
} from "@marketplace/ui";

import type { AuthContact } from "../lib/auth-step";
import { useFieldMessage } from "../lib/use-field-message";

/**
 * user_info: 'Just one step away! …'. Name, the e-mail or phone the account still lacks, optional refer
 * code (when the config shows it); Done.
 */
export function UserInfoView({
  contact,
  showsReferCode,
  pending,
  onSubmit,
}: {
  contact: AuthContact;
  showsReferCode: boolean;
  pending: boolean;
  onSubmit: (values: { name: string; email: string; phone: string; refCode: string }) => void;
}) {
  const t = useTranslations("auth");
  const message = useFieldMessage();
  // The channel the visitor signed in with is known; the field asks for the other one.
  const asksEmail = contact.email === null;
  const form = useForm<UserInfoValues>({
    resolver: zodResolver(userInfoSchema),
    defaultValues: { name: "", email_or_phone: "", ref_code: "" },
  });
  const { errors } = form.formState;
  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t("userInfoTitle")}</DialogTitle>
        <DialogDescription>{t("userInfo")}</DialogDescription>
      </DialogHeader>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((values) => {
          const entered = values.email_or_phone.trim();
          const enteredIsEmail = loginFieldType(entered) === "email";
          onSubmit({
            name: values.name,
            email: contact.email ?? (enteredIsEmail ? entered : ""),
            phone: contact.phone ?? (enteredIsEmail ? "" : entered),
            refCode: values.ref_code ?? "",
          });
        })}
      >
        <FormField label={t("name")} message={message(errors.name?.message)} required>
          <Input autoComplete="name" {...form.register("name")} />
        </FormField>
        <FormField
          label={asksEmail ? t("email") : t("phone")}
          message={message(errors.email_or_phone?.message)}
          required
        >
          <Input
            type={asksEmail ? "email" : "tel"}
            autoComplete={asksEmail ? "email" : "tel"}
            {...form.register("email_or_phone")}
          />
        </FormField>
        {showsReferCode ? (
          <FormField label={t("referCode")}>
            <Input autoComplete="off" {...form.register("ref_code")} />
          </FormField>
        ) : null}
        <Button type="submit" loading={pending}>
          {t("done")}
        </Button>
      </form>
    </div>
  );
}
