"use client";

import { useId, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import type { Order } from "@marketplace/api-client";
import { isHttpError, trackOrder } from "@marketplace/api-client";
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

import { useBrowserClient } from "~/lib/api/use-browser-client";

/** The parcel home's tracking drawer (order id plus phone or email), opened by `TrackParcelButton`. */
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
  const [orderId, setOrderId] = useState("");
  const [contact, setContact] = useState("");
  const [error, setError] = useState<"order_id_required" | "contact_number_required" | null>(null);
  const orderField = useId();
  const contactField = useId();
  const errorId = useId();
  const client = useBrowserClient();
  const mutation = useMutation({
    mutationFn: (params: { order_id: number; contact_number?: string | undefined }) =>
      trackOrder(client, params),
    meta: { silent: true },
  });
  const notFound = mutation.isError && isHttpError(mutation.error) && mutation.error.status === 404;
  const order: Order | undefined = mutation.data;

  return (
    <>
      <Sheet open={open} onOpenChange={onOpenChange}>
        <SheetContent
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          side="end"
          closeLabel={tc("close")}
          aria-describedby={undefined}
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
                mutation.mutate(check.query);
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
              <Button type="submit" loading={mutation.isPending}>
                {t("track")}
              </Button>
            </form>
            <div aria-live="polite">
              {notFound || (mutation.isSuccess && !order) ? (
                <p role="status" className="bg-muted rounded-lg p-4 text-center text-sm">
                  {t("orderNotFound")}
                </p>
              ) : null}
              {mutation.isError && !notFound ? (
                <p role="alert" className="text-destructive text-sm">
                  {isHttpError(mutation.error)
                    ? mutation.error.messages[0]
                    : tc("somethingWentWrong")}
                </p>
              ) : null}
              {order ? (
                <p className="bg-muted rounded-lg p-4 text-sm">
                  #{String(order.id)} — {t("status", { status: String(order.order_status ?? "") })}
                </p>
              ) : null}
            </div>
          </SheetBody>
        </SheetContent>
      </Sheet>
    </>
  );
}
