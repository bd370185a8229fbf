"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";

import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
} from "@marketplace/ui";

import type { CheckoutAddress } from "../checkout-data";

export interface GuestContact {
  name: string;
  phone: string;
  email: string;
}

/**
 * 'View Saved Address': the saved addresses in the store's zone as radios (max 40vh), Cancel and Select.
 * None there: 'Oops: You don’t have any saved address yet…' when the customer has saved none at all,
 * else 'No saved addresses found to select.' (their addresses lie outside the store's zone).
 */
export function SavedAddressDialog({
  addresses,
  savedCount,
  selected,
  onSelect,
  onClose,
}: {
  addresses: CheckoutAddress[];
  savedCount: number;
  selected: number | null;
  onSelect: (address: CheckoutAddress) => void;
  onClose: () => void;
}) {
  const t = useTranslations("checkout");
  const [choice, setChoice] = useState<number | null>(selected ?? addresses[0]?.id ?? null);
  const name = useId();
  const chosen = addresses.find((address) => address.id === choice);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t("close")} data-testid="saved-address-dialog">
        <DialogHeader>
          <DialogTitle>{t("savedAddresses")}</DialogTitle>
          <DialogDescription className="sr-only">{t("viewSavedAddress")}</DialogDescription>
        </DialogHeader>
        {addresses.length === 0 ? (
          <p className="text-muted-foreground text-sm" data-testid="saved-address-empty">
            {savedCount === 0 ? t("noSavedAddress") : t("noSavedAddressSelect")}
          </p>
        ) : (
          <fieldset className="flex max-h-[40vh] flex-col gap-2 overflow-y-auto">
            <legend className="sr-only">{t("savedAddresses")}</legend>
            {addresses.map((address) => (
              <label
                key={address.id}
                htmlFor={`${name}-${String(address.id)}`}
                className="flex cursor-pointer flex-wrap items-start gap-x-3 rounded-lg border p-3 text-sm"
              >
                <input
                  id={`${name}-${String(address.id)}`}
                  type="radio"
                  name={name}
                  checked={choice === address.id}
                  onChange={() => setChoice(address.id)}
                  className="accent-primary mt-0.5 size-4"
                />
                <span className="font-medium capitalize">{address.label}</span>
                <bdi className="text-muted-foreground">{address.address}</bdi>
              </label>
            ))}
          </fieldset>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button
            type="button"
            disabled={!chosen}
            onClick={() => {
              if (chosen) onSelect(chosen);
            }}
          >
            {t("select")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The guest contact dialog: name, phone and email (all required); Reset and Save. */
export function GuestContactDialog({
  initial,
  onSave,
  onClose,
}: {
  initial: GuestContact;
  onSave: (contact: GuestContact) => void;
  onClose: () => void;
}) {
  const t = useTranslations("checkout");
  const [contact, setContact] = useState(initial);
  const [tried, setTried] = useState(false);
  const id = useId();
  const fields = [
    { key: "name", label: t("contactName"), type: "text", autoComplete: "name" },
    { key: "phone", label: t("contactPhone"), type: "tel", autoComplete: "tel" },
    { key: "email", label: t("contactEmail"), type: "email", autoComplete: "email" },
  ] as const;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t("close")} data-testid="guest-contact-dialog">
        <DialogHeader>
          <DialogTitle>{t("contactInfo")}</DialogTitle>
          <DialogDescription className="sr-only">{t("editContact")}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            const trimmed = {
              name: contact.name.trim(),
              phone: contact.phone.trim(),
              email: contact.email.trim(),
            };
            if (trimmed.name && trimmed.phone && trimmed.email) onSave(trimmed);
          }}
        >
          {fields.map((field) => {
            const missing = tried && contact[field.key].trim() === "";
            return (
              <div key={field.key} className="flex flex-col gap-1">
                <Label htmlFor={`${id}-${field.key}`}>{field.label} *</Label>
                <Input
                  id={`${id}-${field.key}`}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  value={contact[field.key]}
                  aria-invalid={missing}
                  aria-describedby={missing ? `${id}-${field.key}-error` : undefined}
                  onChange={(event) => setContact({ ...contact, [field.key]: event.target.value })}
                />
                {missing ? (
                  <p id={`${id}-${field.key}-error`} className="text-destructive text-xs">
                    {t("required")}
                  </p>
                ) : null}
              </div>
            );
          })}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setTried(false);
                setContact({ name: "", phone: "", email: "" });
              }}
            >
              {t("reset")}
            </Button>
            <Button type="submit">{t("save")}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
