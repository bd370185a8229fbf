"use client";

import { useEffect, useRef } from "react";

import { needsGuestId } from "@marketplace/domain";

import { GUEST_KEPT_HEADER, hasGuestMarker } from "~/lib/visitor/guest-marker";
import { useVisitor } from "~/lib/visitor/visitor-provider";

/** The BFF route of the contract's `auth/guest/request` (the SDK's `requestGuest` path). */
const GUEST_REQUEST_PATH = "/api/v1/auth/guest/request";

/**
 * A signed-out visitor's start in the browser (their page is the same for every guest, ADR 0026): with a
 * guest id (the readable `guest=1` marker beside the HttpOnly id) their cart is read now, for the header's
 * count and the cards' steppers; without one a guest id is requested (spec A §4 "Guest id"). The BFF
 * keeps an existing id (a visitor from before the marker: then the cart is read too). A failure is
 * logged and left to the next visit (spec A §8).
 */
export function GuestBootstrap({ hasToken }: { hasToken: boolean }) {
  const visitor = useVisitor();
  const started = useRef(false);
  useEffect(() => {
    if (hasToken || started.current) return;
    started.current = true;
    const readCart = () => {
      void import("~/features/cart/refresh-cart").then(({ refreshCart }) => refreshCart(visitor));
    };
    const hasGuestId = hasGuestMarker(document.cookie);
    if (!needsGuestId({ hasToken, guestId: hasGuestId ? "present" : null })) {
      readCart();
      return;
    }
    // A plain same-origin POST to the BFF: the BFF calls the API, reads the issued id and keeps it in
    // an HttpOnly cookie. The browser never reads the answer, so it needs no SDK (loading the SDK's
    // schemas just for this cost every first visit a long main-thread task).
    fetch(GUEST_REQUEST_PATH, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: "{}",
      credentials: "same-origin",
    })
      .then((response) => {
        if (!response.ok) console.error("guest id request failed", response.status);
        else if (response.headers.get(GUEST_KEPT_HEADER) === "1") readCart();
      })
      .catch((error: unknown) => {
        console.error("guest id request failed", error);
      });
  }, [hasToken, visitor]);
  return null;
}
