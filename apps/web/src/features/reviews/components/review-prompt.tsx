"use client";

import Link from "next/link";
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import {
  cancelReviewReminderMutationOptions,
  reviewReminderQueryOptions,
} from "@marketplace/api-client/query";
import {
  buttonVariants,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@marketplace/ui";

import { useBrowserClient } from "~/lib/api/use-browser-client";
import { assetUrl } from "~/lib/asset-url";
import { useVisitorFree } from "../lib/use-visitor-free";

/**
 * The review prompt (spec A §4): when the signed-in customer's last delivered order awaits a review, a
 * modal offers 'Give Review' (→ `/rate-and-review/{id}`); closing it calls the cancel-review endpoint
 * so it does not come back for that order. It opens only while the visitor is not typing in a field or
 * inside another dialog (a modal that appears by itself must not take their focus).
 */
export function ReviewPrompt() {
  const t = useTranslations("reviews.prompt");
  const client = useBrowserClient();
  const queryClient = useQueryClient();
  const reminder = useQuery({ ...reviewReminderQueryOptions(client), meta: { silent: true } });
  const cancel = useMutation({
    ...cancelReviewReminderMutationOptions(client, queryClient),
    meta: { silent: true },
  });
  const [dismissed, setDismissed] = useState<number | null>(null);
  const orderId = reminder.data?.order_id ?? null;
  const free = useVisitorFree(orderId !== null && dismissed !== orderId);
  if (orderId === null || dismissed === orderId || !free) return null;
  // Same-origin paths (the CSP allows only our own images): an API host's URL would be blocked.
  const images = (reminder.data?.images ?? [])
    .map((url) => assetUrl(url))
    .filter((url): url is string => url !== null)
    .slice(0, 3);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (open) return;
        setDismissed(orderId);
        cancel.mutate(orderId);
      }}
    >
      <DialogContent closeLabel={t("close")} data-testid="review-prompt">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("text", { id: String(orderId) })}</DialogDescription>
        </DialogHeader>
        {images.length > 0 ? (
          <ul className="flex gap-2">
            {images.map((src) => (
              <li key={src}>
                {/* eslint-disable-next-line @next/next/no-img-element -- the API's pictures, through /storage */}
                <img
                  src={src}
                  alt={t("itemImage")}
                  width={64}
                  height={64}
                  className="bg-muted size-16 rounded-lg object-cover"
                />
              </li>
            ))}
          </ul>
        ) : null}
        <DialogFooter>
          <Link
            href={`/rate-and-review/${String(orderId)}`}
            className={buttonVariants()}
            onClick={() => setDismissed(orderId)}
          >
            {t("give")}
          </Link>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
