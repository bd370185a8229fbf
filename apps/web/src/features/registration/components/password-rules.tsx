"use client";

import { Check, X } from "lucide-react";
import { useTranslations } from "next-intl";

import { STRONG_PASSWORD_RULES } from "@marketplace/api-client";

/** The API's password rules, each marked as met or missing while the password is typed. */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const t = useTranslations("registration");
  return (
    <div id={id} className="text-sm" data-testid="password-rules">
      <p className="text-muted-foreground">{t("passwordRules")}</p>
      <ul className="mt-1 grid gap-1 sm:grid-cols-2">
        {STRONG_PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li
              key={rule.code}
              data-met={met}
              className={
                met
                  ? "flex items-center gap-1.5"
                  : "text-muted-foreground flex items-center gap-1.5"
              }
            >
              {met ? (
                <Check aria-hidden="true" className="text-success size-4 shrink-0" />
              ) : (
                <X aria-hidden="true" className="size-4 shrink-0" />
              )}
              <span>
                {t(`errors.${rule.code}`)}
                <span className="sr-only">{` (${met ? t("rulePassed") : t("ruleMissing")})`}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
