"use client";

import Link from "next/link";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import { DRAWER_LIST_LIMIT } from "@marketplace/domain";

import type { Locale } from "~/i18n/locales";
import type { Theme } from "~/lib/preferences/parse-preferences";
import { Modal } from "~/components/dialog/modal";
import { getBrowserClient } from "~/lib/api/browser-client";
import { drawerQueries } from "~/lib/query/location-queries";
import { LanguageSwitch } from "./language-switch";
import { SignOutButton } from "./sign-out-button";
import { ThemeToggle } from "./theme-toggle";

interface MobileDrawerProps {
  moduleId: number | null;
  signedIn: boolean;
  theme: Theme;
  language: Locale;
}

/** The mobile header's right-side drawer: Home, Categories, Latest and Popular stores, theme, language, Logout. */
export function MobileDrawer({ moduleId, signedIn, theme, language }: MobileDrawerProps) {
  const t = useTranslations();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={t("common.openMenu")}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="hover:bg-muted focus-visible:ring-ring inline-flex size-10 items-center justify-center rounded-md text-xl"
      >
        <span aria-hidden="true">☰</span>
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t("common.menu")}
        placement="end"
        closeLabel={t("common.closeMenu")}
      >
        {open ? (
          <nav className="flex flex-col gap-1 text-sm" aria-label={t("common.menu")}>
            <Link
              href="/home"
              onClick={() => setOpen(false)}
              className="hover:bg-muted rounded-md px-3 py-2 font-medium"
            >
              {t("common.home")}
            </Link>
            {moduleId !== null ? (
              <DrawerLists moduleId={moduleId} onNavigate={() => setOpen(false)} />
            ) : null}
            <div className="mt-2 flex flex-wrap items-center gap-2 border-t pt-3">
              <ThemeToggle initial={theme} />
              <LanguageSwitch current={language} />
            </div>
            {signedIn ? <SignOutButton className="mt-2 border-t" /> : null}
          </nav>
        ) : null}
      </Modal>
    </>
  );
}

function DrawerLists({ moduleId, onNavigate }: { moduleId: number; onNavigate: () => void }) {
  const t = useTranslations();
  const client = getBrowserClient();
  const categories = useQuery(drawerQueries.categories(client, moduleId));
  const latest = useQuery(drawerQueries.stores(client, "latest", moduleId));
  const popular = useQuery(drawerQueries.stores(client, "popular", moduleId));
  return (
    <>
      <details className="group rounded-md">
        <summary className="hover:bg-muted cursor-pointer rounded-md px-3 py-2 font-medium">
          {t("header.categories")}
        </summary>
        <ul className="ms-3 flex flex-col">
          {(categories.data ?? []).slice(0, DRAWER_LIST_LIMIT).map((category) => (
            <li key={category.id}>
              <Link
                href={`/category/${String(category.id)}`}
                onClick={onNavigate}
                className="hover:bg-muted block rounded-md px-3 py-1.5"
              >
                {category.name}
              </Link>
            </li>
          ))}
          <li>
            <Link
              href="/categories"
              onClick={onNavigate}
              className="text-primary block px-3 py-1.5 font-medium underline"
            >
              {t("common.viewAll")}
            </Link>
          </li>
        </ul>
      </details>
      {(
        [
          ["latest", t("header.latestStores"), latest.data?.stores ?? []],
          ["popular", t("header.popularStores"), popular.data?.stores ?? []],
        ] as const
      ).map(([kind, title, stores]) => (
        <details key={kind} className="rounded-md">
          <summary className="hover:bg-muted cursor-pointer rounded-md px-3 py-2 font-medium">
            {title}
          </summary>
          <ul className="ms-3 flex flex-col">
            {stores.slice(0, DRAWER_LIST_LIMIT).map((store) => (
              <li key={store.id}>
                <Link
                  href={`/store/${store.slug ?? String(store.id)}`}
                  onClick={onNavigate}
                  className="hover:bg-muted block rounded-md px-3 py-1.5"
                >
                  {store.name}
                </Link>
              </li>
            ))}
            <li>
              <Link
                href={`/store/${kind}`}
                onClick={onNavigate}
                className="text-primary block px-3 py-1.5 font-medium underline"
              >
                {t("common.viewAll")}
              </Link>
            </li>
          </ul>
        </details>
      ))}
    </>
  );
}
