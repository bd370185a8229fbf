"use client";

import { useEffect, useRef } from "react";

import { requestGuest } from "@marketplace/api-client";

import { getBrowserClient } from "~/lib/api/browser-client";

/**
 * Requests a guest id when the visitor has none (spec A §4 "Guest id"). The BFF keeps it in an
 * HttpOnly cookie; a failure is logged and left to the next visit (spec A §8).
 */
export function GuestBootstrap({ needed }: { needed: boolean }) {
  const requested = useRef(false);
  useEffect(() => {
    if (!needed || requested.current) return;
    requested.current = true;
    requestGuest(getBrowserClient(), { retry: 0 }).catch((error: unknown) => {
      console.error("guest id request failed", error);
    });
  }, [needed]);
  return null;
}
