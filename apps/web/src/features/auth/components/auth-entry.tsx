"use client";

import type { ComponentProps, ComponentType, ReactNode } from "react";
import { useSearchParams } from "next/navigation";
import { useRef, useState } from "react";

import type { ProfileMenu } from "./profile-menu";
import { withIntl } from "~/lib/i18n/with-intl";
import { onDemand } from "~/lib/lazy/on-demand";
import { withQueries } from "~/lib/query/with-queries";
import { AUTH_PARAM } from "../lib/auth-link";

type MenuProps = ComponentProps<typeof ProfileMenu>;

/** A signed-in visitor's profile menu: its props and the server-rendered button shown until it loads. */
export type ProfileEntry = Omit<MenuProps, "defaultOpen" | "defaultFocus"> & { standIn: ReactNode };

// The modals (forms, the SDK, zod, next-intl, TanStack) are downloaded when the URL asks for one.
const AuthDialogs = onDemand(() =>
  withIntl(withQueries(import("./auth-dialogs").then((mod) => mod.AuthDialogs))),
);

/**
 * The header's only auth code in every page's first load (everything else loads on intent).
 * - Signed out: the Sign In links are server-rendered `<Link href="?auth=sign-in">` (deep-linkable, they
 *   work before hydration); while the URL carries `?auth=sign-in`, the auth modal is downloaded and shown.
 * - Signed in: the profile button is the server-rendered `standIn`; pointer, focus or a click on it
 *   downloads the dropdown (Radix, the sign-out flow), opened at once after a click. After a sign-up the
 *   page carries `?auth=welcome`: the welcome modal, once (its stored flag, spec A §4).
 */
export function AuthHost({ profile }: { profile: ProfileEntry | null }) {
  const signedIn = profile !== null;
  const view = useSearchParams().get(AUTH_PARAM);
  const [Menu, setMenu] = useState<ComponentType<MenuProps> | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuFocus, setMenuFocus] = useState(false);
  const standInBox = useRef<HTMLSpanElement>(null);
  const dialogs = view ? <AuthDialogs view={view} signedIn={signedIn} /> : null;
  if (!profile) return dialogs;
  const { standIn, ...menu } = profile;
  const loadMenu = () => {
    void import("./profile-menu").then((mod) => {
      // The loaded button replaces the stand-in: it takes the focus over if the stand-in had it.
      setMenuFocus(standInBox.current?.contains(document.activeElement) === true);
      setMenu(() => mod.ProfileMenu);
    });
  };
  const openMenu = () => {
    setMenuOpen(true);
    loadMenu();
  };
  return (
    <>
      {Menu ? (
        <Menu {...menu} defaultOpen={menuOpen} defaultFocus={menuFocus} />
      ) : (
        // A wrapper of the server-rendered button: its events bubble here (Enter and Space click it too).
        // A press opens the menu from its start, as the loaded trigger does: when the code arrives between
        // the press and the release, the release lands on the new trigger and no click reaches this span.
        <span
          ref={standInBox}
          role="presentation"
          className="contents"
          onPointerEnter={loadMenu}
          onFocus={loadMenu}
          onPointerDown={openMenu}
          onClick={openMenu}
        >
          {standIn}
        </span>
      )}
      {dialogs}
    </>
  );
}
