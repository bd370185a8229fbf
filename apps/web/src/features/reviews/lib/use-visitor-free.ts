"use client";

import { useEffect, useState } from "react";

import { visitorBusy } from "./visitor-busy";

/**
 * Once `armed` (there is something to offer): false while the visitor is typing in a field or inside
 * another dialog, true from the first moment they are not (checked again when focus leaves an element and
 * when a dialog opens or closes); it stays true after.
 */
export function useVisitorFree(armed: boolean): boolean {
  const [free, setFree] = useState(false);
  useEffect(() => {
    if (!armed || free) return;
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      // After the focus has moved on (focusout fires before the next element takes it).
      frame = requestAnimationFrame(() => {
        if (!visitorBusy(document)) setFree(true);
      });
    };
    check();
    const dialogs = new MutationObserver(check);
    dialogs.observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ["data-state"],
      childList: true,
    });
    document.addEventListener("focusout", check);
    return () => {
      cancelAnimationFrame(frame);
      dialogs.disconnect();
      document.removeEventListener("focusout", check);
    };
  }, [armed, free]);
  return free;
}
