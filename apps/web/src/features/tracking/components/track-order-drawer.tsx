"use client";

import { useTranslations } from "next-intl";

import type { CurrencyFormat } from "@marketplace/domain";
import { Sheet, SheetBody, SheetContent, SheetHeader, SheetTitle } from "@marketplace/ui";

import { TrackingView } from "./tracking-view";

/** The order tracking drawer: the same live tracking as `/track-order`, in a side sheet. */
export function TrackOrderDrawer({
  orderId,
  contact,
  currency,
  open,
  onOpenChange,
  returnFocus,
}: {
  orderId: number;
  contact?: string | undefined;
  currency: CurrencyFormat;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => void;
}) {
  const t = useTranslations("tracking");
  const tc = useTranslations("common");
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="end"
        closeLabel={tc("close")}
        aria-describedby={undefined}
        className="w-full sm:max-w-2xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <SheetHeader>
          <SheetTitle>{t("drawerTitle")}</SheetTitle>
        </SheetHeader>
        <SheetBody>
          {open ? (
            <TrackingView
              orderId={orderId}
              contact={contact}
              currency={currency}
              headingLevel={3}
            />
          ) : null}
        </SheetBody>
      </SheetContent>
    </Sheet>
  );
}
