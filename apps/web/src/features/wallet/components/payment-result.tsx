import { cn } from "@marketplace/ui";

import { Glyph } from "~/lib/icons/glyph";

/** The gateway's answer on return (`?flag=success|fail`), announced once the page shows it. */
export function PaymentResult({ outcome, text }: { outcome: "success" | "fail"; text: string }) {
  return (
    <p
      role={outcome === "success" ? "status" : "alert"}
      data-outcome={outcome}
      className={cn(
        "flex items-center gap-2 rounded-lg border p-3 text-sm font-medium",
        outcome === "success"
          ? "border-primary bg-primary-soft text-foreground"
          : "border-destructive text-destructive bg-card",
      )}
    >
      <Glyph
        name={outcome === "success" ? "circle-check" : "circle-x"}
        className="size-5 shrink-0"
      />
      {text}
    </p>
  );
}
