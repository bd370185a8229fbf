"use client";

import { notify } from "~/lib/notify/notify";

/** A footer link the visitor may not open yet: it explains why instead of navigating. */
export function RestrictedFooterLink({ label, message }: { label: string; message: string }) {
  return (
    <button
      type="button"
      onClick={() => void notify.error(message)}
      className="hover:text-foreground text-start underline-offset-4 hover:underline"
    >
      {label}
    </button>
  );
}
