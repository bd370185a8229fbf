"use client";

import { useState, useTransition } from "react";
import { Moon, Sun } from "lucide-react";
import { useTranslations } from "next-intl";

import { cn } from "@marketplace/ui";

import type { Theme } from "~/lib/preferences/parse-preferences";
import { saveTheme } from "~/app/_actions/preferences";

/** Switches light and dark at once (the attribute on <html>) and saves the choice in a cookie. */
export function ThemeToggle({ initial, className }: { initial: Theme; className?: string }) {
  const t = useTranslations("theme");
  const [theme, setTheme] = useState<Theme>(initial);
  const [, startTransition] = useTransition();
  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      aria-label={t("toggle", { theme: t(next) })}
      aria-pressed={theme === "dark"}
      data-testid="theme-toggle"
      onClick={() => {
        setTheme(next);
        document.documentElement.dataset.theme = next;
        startTransition(async () => {
          await saveTheme(next);
        });
      }}
      className={cn(
        "hover:bg-muted focus-visible:ring-ring inline-flex h-9 items-center gap-2 rounded-md px-2 text-sm",
        className,
      )}
    >
      {theme === "dark" ? (
        <Moon aria-hidden="true" className="size-4" />
      ) : (
        <Sun aria-hidden="true" className="size-4" />
      )}
      <span>{t(theme)}</span>
    </button>
  );
}
