"use client";

import { useEffect, useRef } from "react";

import { needsGuestId } from "@marketplace/domain";

/** The BFF route of the contract's `auth/guest/request` (the SDK's `requestGuest` path). */
const GUEST_REQUEST_PATH = "/api/v1/auth/guest/request";

/**
 * Requests a guest id when the visitor has none (spec A §4 "Guest id"). The BFF keeps it in an
 * HttpOnly cookie; a failure is logged and left to the next visit (spec A §8).
 */
export function GuestBootstrap({
  hasToken,
  hasGuestId,
}: {
  hasToken: boolean;
  hasGuestId: boolean;
}) {
  // The guest id itself lives in an HttpOnly cookie; the server tells us whether one exists.
  const needed = needsGuestId({ hasToken, guestId: hasGuestId ? "present" : null });
  const requested = useRef(false);
  useEffect(() => {
    if (!needed || requested.current) return;
    requested.current = true;
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
      })
      .catch((error: unknown) => {
        console.error("guest id request failed", error);
      });
  }, [needed]);
  return null;
}
