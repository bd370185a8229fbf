"use client";

import { useEffect } from "react";

import { Toaster } from "@marketplace/ui";

import { toasterReady } from "~/lib/notify/notify";

/** `@marketplace/ui`'s toaster; tells `notify` when it listens (its own effect has run by then). */
export function LazyToaster({ dir, theme }: { dir: "ltr" | "rtl"; theme: "light" | "dark" }) {
  useEffect(() => {
    toasterReady();
  }, []);
  return <Toaster dir={dir} theme={theme} closeButton />;
}
