"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useRef, useState } from "react";
import { Menu } from "lucide-react";
import { useTranslations } from "next-intl";

import type { Locale } from "~/i18n/locales";
import type { Theme } from "~/lib/preferences/parse-preferences";
import { useReturnFocus } from "~/components/dialog/use-return-focus";
import { LanguageSwitch } from "./language-switch";
import { SignOutButton } from "./sign-out-button";
import { ThemeToggle } from "./theme-toggle";

interface MobileDrawerProps {
  moduleId: number | null;
  signedIn: boolean;
  theme: Theme;
  language: Locale;
}

// The lists (and the SDK calls behind them) load when the drawer first opens.
const DrawerSheet = dynamic(() => import("./drawer-sheet").then((mod) => mod.DrawerSheet), {
  ssr: false,
});
const DrawerLists = dynamic(() => import("./drawer-lists").then((mod) => mod.DrawerLists), {
  ssr: false,
});

/** The mobile header's right-side drawer: Home, Categories, Latest and Popular stores, theme, language, Logout. */
export function MobileDrawer({ moduleId, signedIn, theme, language }: MobileDrawerProps) {
  const t = useTranslations();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing animates and focus returns to the button.
  const [opened, setOpened] = useState(false);
  // The menu button is not a Radix trigger (the sheet loads on demand), so focus is handed back to it here.
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useReturnFocus(button);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t("common.openMenu")}
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className="hover:bg-muted focus-visible:ring-ring inline-flex size-10 items-center justify-center rounded-md text-xl"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {opened ? (
        <DrawerSheet
          open={open}
          onOpenChange={setOpen}
          title={t("common.menu")}
          closeLabel={t("common.closeMenu")}
          onCloseAutoFocus={returnFocus}
        >
          <nav className="flex flex-col gap-1 text-sm" aria-label={t("common.menu")}>
            <Link
              href="/home"
              onClick={() => setOpen(false)}
              className="hover:bg-muted rounded-md px-3 py-2 font-medium"
            >
              {t("common.home")}
            </Link>
            {moduleId !== null ? <DrawerLists onNavigate={() => setOpen(false)} /> : null}
            <div className="mt-2 flex flex-wrap items-center gap-2 border-t pt-3">
              <ThemeToggle initial={theme} />
              <LanguageSwitch current={language} />
            </div>
            {signedIn ? <SignOutButton className="mt-2 border-t" /> : null}
          </nav>
        </DrawerSheet>
      ) : null}
    </>
  );
}
