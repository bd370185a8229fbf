"use client";

import { Apple } from "lucide-react";
import { useTranslations } from "next-intl";

import type { SocialProvider } from "@marketplace/domain";
import { Button } from "@marketplace/ui";

const FULL = {
  google: "continueWithGoogle",
  facebook: "continueWithFacebook",
  apple: "continueWithApple",
} as const;
const SHORT = { google: "googleShort", facebook: "facebookShort", apple: "appleShort" } as const;
const INITIAL = { google: "G", facebook: "f" } as const;

/**
 * Continue with Google / Facebook / Apple: full labels for one provider, shortened for two, icon-only
 * (with the full label as the accessible name) for three (domain `socialProviders`).
 */
export function SocialButtons({
  providers,
  labels,
  disabled,
  onChoose,
}: {
  providers: readonly SocialProvider[];
  labels: "full" | "short" | "icon";
  disabled: boolean;
  onChoose: (provider: SocialProvider) => void;
}) {
  const t = useTranslations("auth");
  return (
    <div className={labels === "full" ? "grid gap-2" : "flex flex-wrap justify-center gap-2"}>
      {providers.map((provider) => (
        <Button
          key={provider}
          type="button"
          variant="outline"
          disabled={disabled}
          data-provider={provider}
          aria-label={labels === "full" ? undefined : t(FULL[provider])}
          className={labels === "icon" ? "size-11 p-0" : labels === "short" ? "flex-1" : undefined}
          onClick={() => onChoose(provider)}
        >
          {provider === "apple" ? (
            <Apple aria-hidden="true" className="size-4" />
          ) : (
            <span aria-hidden="true" className="font-bold">
              {INITIAL[provider]}
            </span>
          )}
          {labels === "icon" ? null : (
            <span>{t(labels === "full" ? FULL[provider] : SHORT[provider])}</span>
          )}
        </Button>
      ))}
    </div>
  );
}
