"use client";

import { Clock } from "lucide-react";
import { useTranslations } from "next-intl";

import {
  buttonVariants,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@marketplace/ui";

/** After an offline payment: the order is placed and its payment awaits verification. */
export function OfflineOrderPlaced({
  orderId,
  orderHref,
  onClose,
}: {
  orderId: number;
  orderHref: string;
  onClose: () => void;
}) {
  const t = useTranslations("checkout");
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t("close")} data-testid="offline-order-placed">
        <DialogHeader>
          <DialogTitle>{t("placed")}</DialogTitle>
          <DialogDescription className="flex items-start gap-2">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{t("offlineAwaiting")}</span>
          </DialogDescription>
        </DialogHeader>
        <dl className="flex justify-between gap-4 text-sm">
          <dt className="text-muted-foreground">{t("orderNumber")}</dt>
          <dd>
            <bdi>{String(orderId)}</bdi>
          </dd>
        </dl>
        <DialogFooter>
          <a href={orderHref} className={buttonVariants()}>
            {t("offlineViewOrder")}
          </a>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
