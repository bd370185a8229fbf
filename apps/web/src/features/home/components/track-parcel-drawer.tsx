"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";

import type { ParcelTrackingQuery } from "@marketplace/domain";
import { checkParcelTracking } from "@marketplace/domain";
import {
  Button,
  Input,
  Label,
  Sheet,
  SheetBody,
  SheetContent,
  SheetHeader,
  SheetTitle,
} from "@marketplace/ui";

import { useShopSettings } from "~/features/cart/hooks/use-shop-settings";
import { TrackingLoader } from "~/features/tracking/components/tracking-loader";

/**
 * The parcel home's tracking drawer (order id plus phone or email), opened by `TrackParcelButton`. The
 * order it finds is shown below the form with the live tracking (map, sender and receiver, timeline,
 * total, delivery person) — the tracking view and its texts load then.
 */
export function TrackParcelDrawer({
  signedIn,
  open,
  onOpenChange,
  returnFocus,
}: {
  signedIn: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the drawer closes (the button that opened it). */
  returnFocus: () => void;
}) {
  const t = useTranslations("home.parcel");
  const tc = useTranslations("common");
  const td = useTranslations("domain");
  const { currency } = useShopSettings();
  const [orderId, setOrderId] = useState("");
  const [contact, setContact] = useState("");
  const [error, setError] = useState<"order_id_required" | "contact_number_required" | null>(null);
  const [tracked, setTracked] = useState<ParcelTrackingQuery | null>(null);
  const orderField = useId();
  const contactField = useId();
  const errorId = useId();

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
        side="end"
        closeLabel={tc("close")}
        aria-describedby={undefined}
        className="w-full sm:max-w-2xl"
      >
        <SheetHeader>
          <SheetTitle>{t("trackTitle")}</SheetTitle>
        </SheetHeader>
        <SheetBody className="flex flex-col gap-4">
          <form
            noValidate
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              const check = checkParcelTracking({ orderId, contact, signedIn });
              if (check.code !== "ok") {
                setError(check.code);
                return;
              }
              setError(null);
              setTracked(check.query);
            }}
          >
            <Label htmlFor={orderField}>{t("orderId")}</Label>
            <Input
              id={orderField}
              inputMode="numeric"
              value={orderId}
              onChange={(event) => setOrderId(event.target.value)}
              aria-invalid={error === "order_id_required"}
              aria-describedby={error === "order_id_required" ? errorId : undefined}
            />
            <Label htmlFor={contactField}>{t("phoneOrEmail")}</Label>
            <Input
              id={contactField}
              value={contact}
              onChange={(event) => setContact(event.target.value)}
              aria-invalid={error === "contact_number_required"}
              aria-describedby={error === "contact_number_required" ? errorId : undefined}
            />
            {error ? (
              <p id={errorId} role="alert" className="text-destructive text-sm">
                {td(error)}
              </p>
            ) : null}
            <Button type="submit">{t("track")}</Button>
          </form>
          {tracked ? (
            <div data-testid="parcel-tracking">
              <TrackingLoader
                key={`${String(tracked.order_id)}|${tracked.contact_number ?? ""}`}
                orderId={tracked.order_id}
                contact={tracked.contact_number}
                currency={currency}
                headingLevel={3}
                loadingText={tc("loading")}
              />
            </div>
          ) : null}
        </SheetBody>
      </SheetContent>
    </Sheet>
  );
}
