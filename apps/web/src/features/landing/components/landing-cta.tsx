"use client";

import type { ReactNode } from "react";

import { useFrameUi } from "~/features/frame/components/frame-ui";

/**
 * Opens the Pick Location modal from the landing page. The server renders its look (ui's
 * `buttonVariants`) and content, so the browser loads only the click handler.
 */
export function LandingCta({ className, children }: { className: string; children: ReactNode }) {
  const { openLocationPicker } = useFrameUi();
  return (
    <button
      type="button"
      onClick={openLocationPicker}
      data-slot="button"
      data-testid="landing-pick-location"
      className={className}
    >
      {children}
    </button>
  );
}
