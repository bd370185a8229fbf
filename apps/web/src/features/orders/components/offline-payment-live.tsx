"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import type { Order } from "@marketplace/api-client";
import { offlinePaymentMethodsQueryOptions } from "@marketplace/api-client/query";
import { canEditOfflinePayment } from "@marketplace/domain";
import { buttonVariants } from "@marketplace/ui";

import { useBrowserClient } from "~/lib/api/use-browser-client";
import { offlinePaymentView } from "../lib/offline-payment-view";
import { OfflinePaymentCard } from "./offline-payment-card";
import { offlinePaymentLabels } from "./offline-payment-labels";

/**
 * The offline payment card inside the tracking view (a guest's order page): the methods are fetched only
 * while the payment may still be edited; after an update the order is fetched again.
 */
export function OfflinePaymentLive({
  order,
  headingTag,
  onUpdated,
}: {
  order: Order;
  headingTag: "h3" | "h4";
  onUpdated: () => void;
}) {
  const t = useTranslations("offlinePayment");
  const tc = useTranslations("common");
  const client = useBrowserClient();
  const editable = canEditOfflinePayment(order);
  const methods = useQuery({ ...offlinePaymentMethodsQueryOptions(client), enabled: editable });
  // The form waits for the methods (their required fields); the submitted fields show meanwhile.
  const view = offlinePaymentView(order, editable && !methods.data ? null : (methods.data ?? null));
  if (!view) return null;
  const shown = editable && !methods.data && !methods.isError ? { ...view, edit: null } : view;
  return (
    <OfflinePaymentCard
      view={shown}
      labels={offlinePaymentLabels(t, tc("loading"))}
      headingTag={headingTag}
      // The tracking view loads after the page and carries the kit already.
      editButtonClassName={buttonVariants({ variant: "outline", size: "sm" })}
      onUpdated={onUpdated}
    />
  );
}
