"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { MapPin, Pencil, Plus, Trash2 } from "lucide-react";

import type { Address } from "@marketplace/api-client";
import { addressTitle } from "@marketplace/domain";

import { runSdkCall } from "~/lib/api/run-sdk-call";
import { withIntl } from "~/lib/i18n/with-intl";
import { onDemand } from "~/lib/lazy/on-demand";
import { notify } from "~/lib/notify/notify";
import { withQueries } from "~/lib/query/with-queries";
import { useVisitor } from "~/lib/visitor/visitor-provider";

// The address modal (and the map with it) loads when it opens; the confirmation when a delete is asked.
const AddressFormDialog = onDemand(() =>
  withIntl(
    withQueries(
      import("~/features/location/components/address-form-dialog").then(
        (mod) => mod.AddressFormDialog,
      ),
    ),
  ),
);
const ConfirmDialog = onDemand(() => import("@marketplace/ui").then((mod) => mod.ConfirmDialog));

export interface AddressListLabels {
  add: string;
  edit: string;
  delete: string;
  empty: string;
  home: string;
  office: string;
  other: string;
  house: string;
  floor: string;
  road: string;
  deleteConfirm: string;
  cancel: string;
  yes: string;
  deleted: string;
}

/** The saved addresses with Add New Address, Edit and Delete (with a confirmation). */
export function AddressList({
  addresses,
  contact,
  defaultCenter,
  mapStyleUrl,
  labels,
}: {
  addresses: readonly Address[];
  contact: { name: string; phone: string };
  defaultCenter: { lat: number; lng: number } | null;
  mapStyleUrl: string | null;
  labels: AddressListLabels;
}) {
  const router = useRouter();
  const visitor = useVisitor();
  const [editing, setEditing] = useState<Address | "new" | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [pending, startTransition] = useTransition();

  return (
    <div className="flex flex-col gap-4">
      <div>
        <button
          type="button"
          data-testid="address-add"
          onClick={() => setEditing("new")}
          className="bg-primary text-primary-foreground hover:bg-primary/90 focus-visible:ring-ring inline-flex h-10 items-center gap-2 rounded-md px-4 text-sm font-medium"
        >
          <Plus aria-hidden="true" className="size-4" />
          {labels.add}
        </button>
      </div>
      {addresses.length === 0 ? (
        <p className="bg-card text-muted-foreground rounded-xl border p-6 text-sm">
          {labels.empty}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" data-testid="address-list">
          {addresses.map((address) => {
            const title = addressTitle(address, labels);
            const details = [
              address.house ? `${labels.house}: ${address.house}` : null,
              address.floor ? `${labels.floor}: ${address.floor}` : null,
              address.road ? `${labels.road}: ${address.road}` : null,
            ].filter((part) => part !== null);
            return (
              <li
                key={address.id}
                aria-label={title}
                className="bg-card flex flex-col gap-2 rounded-xl border p-4"
              >
                <div className="flex items-center gap-2">
                  <MapPin aria-hidden="true" className="text-primary size-4 shrink-0" />
                  <h3 className="font-semibold">
                    <bdi>{title}</bdi>
                  </h3>
                </div>
                <p className="text-sm break-words">
                  <bdi>{address.address ?? ""}</bdi>
                </p>
                {details.length > 0 ? (
                  <p className="text-muted-foreground text-xs">{details.join(" · ")}</p>
                ) : null}
                <p className="text-muted-foreground text-xs">
                  <bdi>{address.contact_person_name ?? ""}</bdi>{" "}
                  <bdi dir="ltr">{String(address.contact_person_number ?? "")}</bdi>
                </p>
                <div className="mt-auto flex gap-2 pt-2">
                  <button
                    type="button"
                    aria-label={`${labels.edit}: ${title}`}
                    onClick={() => setEditing(address)}
                    className="hover:bg-muted focus-visible:ring-ring inline-flex h-9 items-center gap-1 rounded-md border px-3 text-sm"
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    {labels.edit}
                  </button>
                  <button
                    type="button"
                    aria-label={`${labels.delete}: ${title}`}
                    onClick={() => setDeleting(address)}
                    className="text-destructive hover:bg-muted focus-visible:ring-ring inline-flex h-9 items-center gap-1 rounded-md border px-3 text-sm"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {labels.delete}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing !== null ? (
        <AddressFormDialog
          address={editing === "new" ? null : editing}
          contact={contact}
          defaultCenter={defaultCenter}
          mapStyleUrl={mapStyleUrl}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting !== null ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open && !pending) setDeleting(null);
          }}
          title={labels.deleteConfirm}
          cancelLabel={labels.cancel}
          confirmLabel={labels.yes}
          tone="destructive"
          loading={pending}
          onConfirm={() =>
            startTransition(async () => {
              const id = deleting.id;
              const result = await runSdkCall(visitor, (sdk, client) =>
                sdk.deleteAddress(client, id),
              );
              setDeleting(null);
              if (!result.ok) return;
              void notify.success(labels.deleted);
              router.refresh();
            })
          }
        />
      ) : null}
    </div>
  );
}
