import { CircleCheck, CircleX } from "lucide-react";

import { cn } from "@marketplace/ui";

/** The gateway's answer on return (`?flag=success|fail`), announced once the page shows it. */
export function PaymentResult({ outcome, text }: { outcome: "success" | "fail"; text: string }) {
  const Icon = outcome === "success" ? CircleCheck : CircleX;
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
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {text}
    </p>
  );
}
