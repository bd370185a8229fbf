"use client";

import { useState } from "react";

import type { ControlClasses } from "~/lib/ui/control-classes";
import { onDemand } from "~/lib/lazy/on-demand";
import { LoadingOverlay } from "~/lib/ui/loading-overlay";

// The confirmation (and the dialog code behind it) loads when the button is pressed; until it arrives,
// its frame answers the press.
const DeleteAccountConfirm = onDemand(
  () => import("./delete-account-confirm").then((mod) => mod.DeleteAccountConfirm),
  {
    fallback: ({ labels }) => (
      <LoadingOverlay title={labels.confirm} status={labels.loading} width="confirm" />
    ),
  },
);

export interface DeleteAccountLabels {
  title: string;
  body: string;
  button: string;
  /** 'Are you sure you want to delete your account?' */
  confirm: string;
  confirmBody: string;
  cancel: string;
  yes: string;
  /** 'Account has been deleted' */
  deleted: string;
  /** 'Loading...', in the confirmation's frame while its code downloads. */
  loading: string;
}

/** The profile's account deletion: what it does, and a button that asks for confirmation. */
export function DeleteAccount({
  labels,
  classes,
}: {
  labels: DeleteAccountLabels;
  classes: ControlClasses;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <section
      aria-labelledby="delete-account"
      className="border-destructive/40 flex flex-col gap-3 rounded-xl border p-6"
    >
      <h3 id="delete-account" className="text-lg font-semibold">
        {labels.title}
      </h3>
      <p className="text-muted-foreground text-sm">{labels.body}</p>
      <div>
        <button className={classes.outline} type="button" onClick={() => setAsking(true)}>
          {labels.button}
        </button>
      </div>
      {asking ? <DeleteAccountConfirm labels={labels} onClose={() => setAsking(false)} /> : null}
    </section>
  );
}
