"use client";

import { toast } from "sonner";

/** A footer link the visitor may not open yet: it explains why instead of navigating. */
export function RestrictedFooterLink({ label, message }: { label: string; message: string }) {
  return (
    <button
      type="button"
      onClick={() => toast.error(message)}
      className="hover:text-foreground text-start underline-offset-4 hover:underline"
    >
      {label}
    </button>
  );
}
