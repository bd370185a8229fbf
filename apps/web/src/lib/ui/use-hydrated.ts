"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False on the server and while React hydrates the server's HTML, true from the first render after:
 * what only the browser knows (device storage, the visitor's clock and time zone) waits for it, so a
 * server-rendered form hydrates without a mismatch, and a form can stay disabled until its handlers are
 * attached (checkout, parcel).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
