"use client";

import { useId, useState, useTransition } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import type { Address } from "@marketplace/api-client";
import { addressesInfiniteQueryOptions } from "@marketplace/api-client/query";
import { addressTitle } from "@marketplace/domain";
import {
  Button,
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@marketplace/ui";

import { saveLocation } from "~/features/location/actions/save-location";
import { useBrowserClient } from "~/lib/api/use-browser-client";
import { notify } from "~/lib/notify/notify";

/**
 * 'View Saved Address' (spec A §2): the signed-in customer's saved addresses as radio choices (the list at
 * most 40 % of the viewport high), Cancel and Select. Select stores the address's point, zones and text
 * as the delivery location and says 'New delivery address selected.'.
 */
export function SavedAddressPicker({
  onCancel,
  onSelected,
  returnFocus,
}: {
  onCancel: () => void;
  onSelected: () => void;
  returnFocus: (event: Event) => void;
}) {
  const t = useTranslations("location");
  const tc = useTranslations("common");
  const typeNames = {
    home: t("address.home"),
    office: t("address.office"),
    other: t("address.other"),
  };
  const id = useId();
  const client = useBrowserClient();
  const list = useInfiniteQuery(addressesInfiniteQueryOptions(client));
  const addresses: Address[] = list.data?.pages.flatMap((page) => page.addresses) ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const [saving, startSaving] = useTransition();
  const selected = addresses.find((address) => address.id === chosen);

  const select = () => {
    if (!selected) return;
    const zoneIds =
      selected.zone_ids && selected.zone_ids.length > 0
        ? selected.zone_ids
        : selected.zone_id
          ? [selected.zone_id]
          : [];
    startSaving(async () => {
      await saveLocation({
        zoneIds,
        latitude: selected.latitude,
        longitude: selected.longitude,
        address: (selected.address ?? "").slice(0, 300),
        source: "account",
      });
      void notify.success(t("address.selected"));
      onSelected();
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <DialogContent
        closeLabel={tc("close")}
        aria-describedby={undefined}
        onCloseAutoFocus={returnFocus}
        className="max-w-lg"
      >
        <DialogHeader>
          <DialogTitle>{t("viewSavedAddress")}</DialogTitle>
        </DialogHeader>
        {list.isPending ? (
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {t("resolving")}
          </p>
        ) : addresses.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("address.noneToSelect")}</p>
        ) : (
          <div
            role="radiogroup"
            aria-label={t("viewSavedAddress")}
            className="flex max-h-[40vh] flex-col gap-2 overflow-y-auto"
          >
            {addresses.map((address) => (
              // eslint-disable-next-line jsx-a11y/label-has-associated-control -- the title and address below name it
              <label
                key={address.id}
                htmlFor={`${id}-${String(address.id)}`}
                className="has-[:checked]:border-primary flex cursor-pointer items-start gap-3 rounded-lg border p-3"
              >
                <input
                  id={`${id}-${String(address.id)}`}
                  type="radio"
                  name={`${id}-address`}
                  className="accent-primary mt-1 size-4"
                  checked={chosen === address.id}
                  onChange={() => setChosen(address.id)}
                />
                <span className="flex min-w-0 flex-col">
                  <span className="text-sm font-medium">{addressTitle(address, typeNames)}</span>
                  <span className="text-muted-foreground text-sm break-words">
                    <bdi>{address.address ?? ""}</bdi>
                  </span>
                </span>
              </label>
            ))}
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            {tc("cancel")}
          </Button>
          <Button onClick={select} disabled={!selected} loading={saving}>
            {t("address.select")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
