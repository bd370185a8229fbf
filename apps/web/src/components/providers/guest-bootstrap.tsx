"use client";

import { useEffect, useRef } from "react";

import { needsGuestId } from "@marketplace/domain";

/**
 * Requests a guest id when the visitor has none (spec A §4 "Guest id"). The BFF keeps it in an
 * HttpOnly cookie; a failure is logged and left to the next visit (spec A §8). The SDK is loaded
 * only when a request is needed.
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
    Promise.all([import("@marketplace/api-client"), import("~/lib/api/browser-client")])
      .then(([{ requestGuest }, { getBrowserClient }]) =>
        requestGuest(getBrowserClient(), { retry: 0 }),
      )
      .catch((error: unknown) => {
        console.error("guest id request failed", error);
      });
  }, [needed]);
  return null;
}
