"use client";

import type { ReactNode } from "react";
import { useState, useTransition } from "react";

import type { Theme } from "~/lib/visitor/visitor-context";
import { saveTheme } from "~/features/frame/actions/preferences";

export interface ThemeLabels {
  light: string;
  dark: string;
  /** 'Switch to Light mode' */
  toLight: string;
  /** 'Switch to Dark mode' */
  toDark: string;
}

/** The Sun and Moon icons, rendered by the server (no icon code in the browser). */
export interface ThemeIcons {
  light: ReactNode;
  dark: ReactNode;
}

/** Switches light and dark at once (the attribute on <html>) and saves the choice in a cookie. */
export function ThemeToggle({
  initial,
  labels,
  icons,
}: {
  initial: Theme;
  labels: ThemeLabels;
  icons: ThemeIcons;
}) {
  const [theme, setTheme] = useState<Theme>(initial);
  const [, startTransition] = useTransition();
  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      aria-label={next === "dark" ? labels.toDark : labels.toLight}
      aria-pressed={theme === "dark"}
      data-testid="theme-toggle"
      onClick={() => {
        setTheme(next);
        document.documentElement.dataset.theme = next;
        startTransition(async () => {
          await saveTheme(next);
        });
      }}
      className="hover:bg-muted focus-visible:ring-ring inline-flex h-9 items-center gap-2 rounded-md px-2 text-sm"
    >
      {icons[theme]}
      <span>{labels[theme]}</span>
    </button>
  );
}
