"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";

import type { SocialProvider } from "@marketplace/domain";
import {
  Button,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
} from "@marketplace/ui";

import type { SocialCredentials } from "../lib/auth-step";

const NAMES = { google: "Google", facebook: "Facebook", apple: "Apple" } as const;

/**
 * The API's demo provider (demo mode only): stands in for the provider's own window and answers what a
 * provider would (the token `demo`, an id, an e-mail or none). Without an e-mail the API asks for a
 * phone (phone_modal).
 */
export function SocialDemoView({
  medium,
  pending,
  onBack,
  onSubmit,
}: {
  medium: SocialProvider;
  pending: boolean;
  onBack: () => void;
  onSubmit: (credentials: SocialCredentials) => void;
}) {
  const t = useTranslations("auth");
  const [email, setEmail] = useState("");
  const provider = NAMES[medium];
  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t("demoProviderTitle", { provider })}</DialogTitle>
        <DialogDescription>{t("demoProviderText", { provider })}</DialogDescription>
      </DialogHeader>
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const given = email.trim();
          onSubmit({
            medium,
            token: "demo",
            uniqueId: given === "" ? `demo-${medium}-user` : given.toLowerCase(),
            email: given === "" ? null : given,
          });
        }}
      >
        <FormField label={t("demoProviderEmail")}>
          <Input
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <div className="flex gap-2">
          <Button type="button" variant="outline" className="flex-1" onClick={onBack}>
            {t("back")}
          </Button>
          <Button type="submit" className="flex-1" loading={pending}>
            {t("demoProviderSubmit")}
          </Button>
        </div>
      </form>
    </div>
  );
}
