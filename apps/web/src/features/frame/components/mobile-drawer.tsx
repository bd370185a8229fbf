"use client";

import type { ReactNode } from "react";
import Link from "next/link";
import { useRef, useState } from "react";

import type { LanguageLabels } from "./language-switch";
import type { ThemeIcons, ThemeLabels } from "./theme-toggle";
import type { Locale } from "~/i18n/locales";
import type { Theme } from "~/lib/visitor/visitor-context";
import { useReturnFocus } from "~/features/frame/components/use-return-focus";
import { withIntl } from "~/lib/i18n/with-intl";
import { onDemand } from "~/lib/lazy/on-demand";
import { withQueries } from "~/lib/query/with-queries";
import { LanguageSwitch } from "./language-switch";
import { ThemeToggle } from "./theme-toggle";

interface MobileDrawerProps {
  moduleId: number | null;
  signedIn: boolean;
  theme: Theme;
  language: Locale;
  labels: DrawerLabels;
  /** The menu icon and the theme icons, rendered by the server. */
  icons: { menu: ReactNode; theme: ThemeIcons };
}

export interface DrawerLabels {
  openMenu: string;
  menu: string;
  closeMenu: string;
  home: string;
  logout: string;
  logoutSuccess: string;
  theme: ThemeLabels;
  language: LanguageLabels;
}

// The lists (and the SDK calls behind them) load when the drawer first opens.
const DrawerSheet = onDemand(() => import("./drawer-sheet").then((mod) => mod.DrawerSheet));
// Only signed-in visitors see it, inside the opened drawer.
const SignOutButton = onDemand(() =>
  withQueries(import("./sign-out-button").then((mod) => mod.SignOutButton)),
);
const DrawerLists = onDemand(() =>
  withIntl(withQueries(import("./drawer-lists").then((mod) => mod.DrawerLists))),
);

/** The mobile header's right-side drawer: Home, Categories, Latest and Popular stores, theme, language, Logout. */
export function MobileDrawer({
  moduleId,
  signedIn,
  theme,
  language,
  labels,
  icons,
}: MobileDrawerProps) {
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
        aria-label={labels.openMenu}
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className="hover:bg-muted focus-visible:ring-ring inline-flex size-10 items-center justify-center rounded-md text-xl"
      >
        {icons.menu}
      </button>
      {opened ? (
        <DrawerSheet
          open={open}
          onOpenChange={setOpen}
          title={labels.menu}
          closeLabel={labels.closeMenu}
          onCloseAutoFocus={returnFocus}
        >
          <nav className="flex flex-col gap-1 text-sm" aria-label={labels.menu}>
            <Link
              href="/home"
              onClick={() => setOpen(false)}
              className="hover:bg-muted rounded-md px-3 py-2 font-medium"
            >
              {labels.home}
            </Link>
            {moduleId !== null ? <DrawerLists onNavigate={() => setOpen(false)} /> : null}
            <div className="mt-2 flex flex-wrap items-center gap-2 border-t pt-3">
              <ThemeToggle initial={theme} labels={labels.theme} icons={icons.theme} />
              <LanguageSwitch current={language} labels={labels.language} />
            </div>
            {signedIn ? (
              <SignOutButton
                className="mt-2 border-t"
                label={labels.logout}
                success={labels.logoutSuccess}
              />
            ) : null}
          </nav>
        </DrawerSheet>
      ) : null}
    </>
  );
}
