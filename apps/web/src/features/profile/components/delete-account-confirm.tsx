"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";

import { ConfirmDialog } from "@marketplace/ui";

import type { DeleteAccountLabels } from "./delete-account";
import { endSession } from "~/features/frame/actions/preferences";
import { runSdkCall } from "~/lib/api/run-sdk-call";
import { notify } from "~/lib/notify/notify";
import { existingTabQueryClient } from "~/lib/query/tab-query-client";
import { useVisitor } from "~/lib/visitor/visitor-provider";

/**
 * 'Are you sure you want to delete your account?' with Cancel and Yes (loaded when the button is pressed).
 * Yes: `DELETE customer/remove-account` (with running orders the server's message shows and nothing
 * changes); then the session cookie goes, the tab's cache is cleared, 'Account has been deleted' shows and
 * the visitor is back at `/`, signed out.
 */
export function DeleteAccountConfirm({
  labels,
  onClose,
}: {
  labels: DeleteAccountLabels;
  onClose: () => void;
}) {
  const router = useRouter();
  const visitor = useVisitor();
  const [pending, startTransition] = useTransition();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={labels.confirm}
      description={labels.confirmBody}
      cancelLabel={labels.cancel}
      confirmLabel={labels.yes}
      tone="destructive"
      loading={pending}
      onConfirm={() =>
        startTransition(async () => {
          const result = await runSdkCall(visitor, (sdk, client) => sdk.removeAccount(client));
          if (!result.ok) {
            onClose();
            return;
          }
          await endSession();
          existingTabQueryClient()?.clear();
          void notify.success(labels.deleted);
          router.push("/");
          router.refresh();
        })
      }
    />
  );
}
