"use client";

import { useEffect } from "react";

import { Toaster } from "@marketplace/ui";

import { toasterReady } from "~/lib/notify/notify";

/**
 * Toasts start below the sticky header (`--header-bottom`, globals.css): at sonner's own offset they lay
 * over the header's cart and account buttons, and a pointer resting on a toast keeps it open, so the cart
 * could not be reached until the pointer moved away.
 */
const BELOW_HEADER = { top: "calc(var(--header-bottom) + 0.75rem)" };

/** `@marketplace/ui`'s toaster; tells `notify` when it listens (its own effect has run by then). */
export function LazyToaster({ dir, theme }: { dir: "ltr" | "rtl"; theme: "light" | "dark" }) {
  useEffect(() => {
    toasterReady();
  }, []);
  return (
    <Toaster
      dir={dir}
      theme={theme}
      closeButton
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
    />
  );
}
