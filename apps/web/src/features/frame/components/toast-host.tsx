"use client";

import { useEffect, useState } from "react";

import { onDemand } from "~/lib/lazy/on-demand";
import { registerToasterHost } from "~/lib/notify/notify";

const LazyToaster = onDemand(() => import("./lazy-toaster").then((mod) => mod.LazyToaster));

/** Mounts the toaster (and downloads its code) when the first message is sent through `notify`. */
export function ToastHost({
  direction,
  theme,
}: {
  direction: "ltr" | "rtl";
  theme: "light" | "dark";
}) {
  const [active, setActive] = useState(false);
  useEffect(() => registerToasterHost(() => setActive(true)), []);
  return active ? <LazyToaster dir={direction} theme={theme} /> : null;
}
