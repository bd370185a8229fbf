"use client";

import { useEffect, useRef } from "react";

import { GUEST_KEPT_HEADER, markGuestIdKnown } from "~/lib/visitor/guest-presence";
import { useVisitor } from "~/lib/visitor/visitor-provider";

/** The BFF route of the contract's `auth/guest/request` (the SDK's `requestGuest` path). */
const GUEST_REQUEST_PATH = "/api/v1/auth/guest/request";

/**
 * A signed-out visitor's start in the browser, once per document. Their page is the same for every guest
 * (ADR 0026) and the guest id lives in an HttpOnly cookie, so the page cannot know whether they have one:
 * the guest request asks the BFF, which keeps an existing id (and says so: then the guest's cart is read,
 * for the header's count and the cards' steppers) or gets a new one from the API (spec A §4 "Guest id").
 * A failure is logged and left to the next visit (spec A §8).
 */
export function GuestBootstrap({ hasToken }: { hasToken: boolean }) {
  const visitor = useVisitor();
  const started = useRef(false);
  useEffect(() => {
    if (hasToken || started.current) return;
    started.current = true;
    // A plain same-origin POST to the BFF: the browser reads only its status and one header, so it
    // needs no SDK (loading the SDK's schemas just for this cost every first visit a long main-thread task).
    fetch(GUEST_REQUEST_PATH, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: "{}",
      credentials: "same-origin",
    })
      .then((response) => {
        // The few bytes of the body are read, so the request ends for the browser (unread, it stayed in
        // flight for the page's whole life: no network-idle moment for tools waiting for one).
        void response.text().catch(() => undefined);
        if (!response.ok) {
          console.error("guest id request failed", response.status);
          return;
        }
        const kept = response.headers.get(GUEST_KEPT_HEADER) === "1";
        markGuestIdKnown(kept);
        if (kept) {
          void import("~/features/cart/refresh-cart").then(({ refreshCart }) =>
            refreshCart(visitor),
          );
        }
      })
      .catch((error: unknown) => {
        console.error("guest id request failed", error);
      });
  }, [hasToken, visitor]);
  return null;
}
