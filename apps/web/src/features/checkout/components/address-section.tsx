"use client";

import { useId, useState } from "react";
import { MapPin, Pencil, User } from "lucide-react";
import { useTranslations } from "next-intl";

import { Button, Input, Label } from "@marketplace/ui";

import type { CheckoutAddress } from "../checkout-data";
import type { GuestContact } from "./address-dialogs";
import { onDemand } from "~/lib/lazy/on-demand";

const SavedAddressDialog = onDemand(() =>
  import("./address-dialogs").then((mod) => mod.SavedAddressDialog),
);
const GuestContactDialog = onDemand(() =>
  import("./address-dialogs").then((mod) => mod.GuestContactDialog),
);

export interface AddressExtras {
  road: string;
  house: string;
  floor: string;
}

/**
 * The delivery address: signed in, the current address card with 'View Saved Address'; a guest, the
 * contact card with its edit dialog. Then the checkout variant's Street number, House number and Floor.
 */
export function AddressSection({
  signedIn,
  address,
  saved,
  savedCount,
  onAddress,
  extras,
  onExtras,
  contact,
  onContact,
  accountContact,
  showAddress,
}: {
  signedIn: boolean;
  address: CheckoutAddress;
  saved: CheckoutAddress[];
  savedCount: number;
  onAddress: (address: CheckoutAddress) => void;
  extras: AddressExtras;
  onExtras: (extras: AddressExtras) => void;
  contact: GuestContact;
  onContact: (contact: GuestContact) => void;
  /** A signed-in customer's take-away contact (the account's name and phone, sent with the order). */
  accountContact: { name: string; phone: string } | null;
  showAddress: boolean;
}) {
  const t = useTranslations("checkout");
  const [open, setOpen] = useState<"saved" | "contact" | null>(null);
  const id = useId();
  const contactDone = contact.name !== "" && contact.phone !== "" && contact.email !== "";
  const account =
    signedIn && accountContact && (accountContact.name !== "" || accountContact.phone !== "")
      ? accountContact
      : null;
  // A signed-in take-away has no address to show and no contact to fill: only the account's contact.
  if (signedIn && !showAddress && account === null) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {showAddress ? t("deliveryAddress") : t("contactInfo")}
      </h2>
      {showAddress ? (
        <div className="bg-card flex items-start justify-between gap-3 rounded-lg border p-3 text-sm">
          <div className="flex min-w-0 items-start gap-2">
            <MapPin aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
            <div className="flex min-w-0 flex-col">
              <span className="font-medium capitalize">
                {address.id === null ? t("currentAddress") : address.label}
              </span>
              <bdi className="text-muted-foreground" data-testid="checkout-address">
                {address.address}
              </bdi>
            </div>
          </div>
          {signedIn ? (
            <Button type="button" variant="outline" size="sm" onClick={() => setOpen("saved")}>
              {t("viewSavedAddress")}
            </Button>
          ) : null}
        </div>
      ) : null}
      {signedIn && !showAddress && account ? (
        <div className="bg-card flex items-start gap-2 rounded-lg border p-3 text-sm">
          <User aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
          <div className="flex min-w-0 flex-col break-words" data-testid="account-contact">
            <bdi className="font-medium">{account.name}</bdi>
            <bdi className="text-muted-foreground">{account.phone}</bdi>
          </div>
        </div>
      ) : null}
      {signedIn ? null : (
        <div className="bg-card flex items-start justify-between gap-3 rounded-lg border p-3 text-sm">
          <div className="flex min-w-0 items-start gap-2">
            <User aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
            {contactDone ? (
              <div className="flex min-w-0 flex-col break-words" data-testid="guest-contact">
                <bdi className="font-medium">{contact.name}</bdi>
                <bdi className="text-muted-foreground">{contact.phone}</bdi>
                <bdi className="text-muted-foreground">{contact.email}</bdi>
              </div>
            ) : (
              <p className="text-muted-foreground">{t("contactMissing")}</p>
            )}
          </div>
          <Button type="button" variant="outline" size="sm" onClick={() => setOpen("contact")}>
            <Pencil aria-hidden="true" className="size-3.5" />
            {t("editContact")}
          </Button>
        </div>
      )}
      {showAddress ? (
        <div className="grid gap-3 sm:grid-cols-3">
          {(
            [
              ["road", t("streetNumber")],
              ["house", t("houseNumber")],
              ["floor", t("floor")],
            ] as const
          ).map(([key, label]) => (
            <div key={key} className="flex flex-col gap-1">
              <Label htmlFor={`${id}-${key}`}>{label}</Label>
              <Input
                id={`${id}-${key}`}
                value={extras[key]}
                maxLength={100}
                onChange={(event) => onExtras({ ...extras, [key]: event.target.value })}
              />
            </div>
          ))}
        </div>
      ) : null}
      {open === "saved" ? (
        <SavedAddressDialog
          addresses={saved}
          savedCount={savedCount}
          selected={address.id}
          onClose={() => setOpen(null)}
          onSelect={(chosen) => {
            onAddress(chosen);
            onExtras({ road: chosen.road, house: chosen.house, floor: chosen.floor });
            setOpen(null);
          }}
        />
      ) : null}
      {open === "contact" ? (
        <GuestContactDialog
          initial={contact}
          onClose={() => setOpen(null)}
          onSave={(value) => {
            onContact(value);
            setOpen(null);
          }}
        />
      ) : null}
    </section>
  );
}
