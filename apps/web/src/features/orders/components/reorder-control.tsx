"use client";

import { useState } from "react";

import type { CurrencyFormat, ReorderPlan } from "@marketplace/domain";
import type { ConfirmDialogProps } from "@marketplace/ui";

import type { ReorderLineInput } from "../lib/reorder-line";
import type { LoadingOverlayProps } from "~/lib/ui/loading-overlay";
import { onDemand } from "~/lib/lazy/on-demand";
import { notify } from "~/lib/notify/notify";
import { LoadingOverlay } from "~/lib/ui/loading-overlay";
import { useVisitor } from "~/lib/visitor/visitor-provider";

export interface ReorderLabels {
  open: string;
  working: string;
  added: string;
  none: string;
  /** 'Not available now: {name}' */
  unavailable: string;
  /** '{name}: price changed from {was} to {now}' */
  priceChanged: string;
  clearTitle: string;
  clearBody: string;
  clearConfirm: string;
  clearCancel: string;
  resultTitle: string;
  /** 'Loading...', in the confirmation's frame while its code downloads. */
  loading: string;
}

// 'Clear the cart first?' loads when it is asked; until then its frame (`frame`) shows.
const ConfirmDialog = onDemand<ConfirmDialogProps & { frame: LoadingOverlayProps }>(
  () => import("@marketplace/ui").then((mod) => mod.ConfirmDialog),
  { fallback: ({ frame }) => <LoadingOverlay {...frame} /> },
);

const isolate = (text: string) => `\u2068${text}\u2069`;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = values[name];
    return value === undefined ? match : isolate(value);
  });

/**
 * Reorder in one tap: today's items and the cart are read, the domain plans the lines (unavailable or
 * re-priced lines flagged, the single-store rule asking to clear another store's cart), the lines go into
 * the cart and the flags are listed here.
 */
export function ReorderControl({
  lines,
  currency,
  labels,
  className,
}: {
  /** The ui kit's primary button look (from the server). */
  className: string;
  lines: ReorderLineInput[];
  currency: CurrencyFormat;
  labels: ReorderLabels;
}) {
  const visitor = useVisitor();
  const [working, setWorking] = useState(false);
  const [confirming, setConfirming] = useState<ReorderPlan | null>(null);
  const [notes, setNotes] = useState<string[] | null>(null);

  const describe = async (plan: ReorderPlan) => {
    const { formatMoney } = await import("@marketplace/domain");
    return plan.flags.map((flag) =>
      flag.code === "unavailable"
        ? fill(labels.unavailable, { name: flag.name })
        : fill(labels.priceChanged, {
            name: flag.name,
            was: formatMoney(flag.was, currency),
            now: formatMoney(flag.now, currency),
          }),
    );
  };

  const apply = async (plan: ReorderPlan, clearFirst: boolean) => {
    setWorking(true);
    const { applyReorder } = await import("../lib/run-reorder");
    const added = await applyReorder(visitor, plan, clearFirst);
    setWorking(false);
    setNotes(await describe(plan));
    if (added > 0) void notify.success(labels.added);
  };

  const start = async () => {
    setWorking(true);
    setNotes(null);
    const { planReorder } = await import("../lib/run-reorder");
    const plan = await planReorder(visitor, lines, currency.digits);
    setWorking(false);
    if (!plan) return;
    if (plan.add.length === 0) {
      setNotes(await describe(plan));
      void notify.error(labels.none);
      return;
    }
    if (plan.clearCartFirst) {
      setConfirming(plan);
      return;
    }
    await apply(plan, false);
  };

  return (
    <>
      <button
        className={className}
        type="button"
        disabled={working}
        onClick={() => void start()}
        data-testid="reorder"
      >
        {working ? labels.working : labels.open}
      </button>
      {confirming ? (
        <ConfirmDialog
          defaultOpen
          frame={{ title: labels.clearTitle, status: labels.loading, width: "confirm" }}
          title={labels.clearTitle}
          description={labels.clearBody}
          confirmLabel={labels.clearConfirm}
          cancelLabel={labels.clearCancel}
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          onConfirm={() => {
            const plan = confirming;
            setConfirming(null);
            void apply(plan, true);
          }}
        />
      ) : null}
      <div role="status" className="basis-full empty:hidden" data-testid="reorder-notes">
        {notes && notes.length > 0 ? (
          <div className="bg-card rounded-xl border p-4 text-sm">
            <p className="font-semibold">{labels.resultTitle}</p>
            <ul className="mt-1 list-disc ps-5">
              {notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </>
  );
}
