"use client";

import { useEffect, useState } from "react";

import { visitorBusy } from "./visitor-busy";

/** How often the page is looked at, and how many looks in a row must find the visitor free (~1.5 s). */
const LOOK_MS = 500;
const FREE_LOOKS = 3;

/**
 * Once `armed` (there is something to offer): false while the visitor is typing in a field or inside
 * another dialog, true once they have been neither for about 1.5 s (a field they focus, even for a moment,
 * starts the wait again: a search field that swaps itself for its combobox must not leave a gap a modal
 * takes the focus in); it stays true after.
 */
export function useVisitorFree(armed: boolean): boolean {
  const [free, setFree] = useState(false);
  useEffect(() => {
    if (!armed || free) return;
    let looks = 0;
    const look = () => {
      looks = visitorBusy(document) ? 0 : looks + 1;
      if (looks >= FREE_LOOKS) setFree(true);
    };
    const restart = () => {
      looks = 0;
    };
    const timer = setInterval(look, LOOK_MS);
    document.addEventListener("focusin", restart);
    return () => {
      clearInterval(timer);
      document.removeEventListener("focusin", restart);
    };
  }, [armed, free]);
  return free;
}
