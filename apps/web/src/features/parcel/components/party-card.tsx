"use client";

import { useId } from "react";

import { SpriteIcon } from "@marketplace/ui";

import type { FormLooks, ParcelFormLabels } from "./parcel-labels";

/** One side of the parcel: where it is and who to call. */
export interface Party {
  address: string;
  lat: number | null;
  lng: number | null;
  name: string;
  phone: string;
  email: string;
}

export type PartyField = "address" | "name" | "phone" | "email";

interface PartyCardProps {
  side: "sender" | "receiver";
  heading: string;
  party: Party;
  emailRequired: boolean;
  errors: Partial<Record<PartyField, string>>;
  labels: ParcelFormLabels;
  looks: FormLooks;
  onChange: (patch: Partial<Party>) => void;
  onPickOnMap: () => void;
}

/** The sender's or the receiver's card: the address picked on the map and the contact fields. */
export function PartyCard({
  side,
  heading,
  party,
  emailRequired,
  errors,
  labels,
  looks,
  onChange,
  onPickOnMap,
}: PartyCardProps) {
  const id = useId();
  const field = (name: PartyField) => `${id}-${name}`;
  const describedBy = (name: PartyField) => (errors[name] ? `${field(name)}-error` : undefined);
  const error = (name: PartyField) =>
    errors[name] ? (
      <p id={`${field(name)}-error`} className="text-destructive text-sm">
        {errors[name]}
      </p>
    ) : null;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="bg-card flex flex-col gap-4 rounded-xl border p-4 md:p-6"
      data-testid={`parcel-${side}`}
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {heading}
      </h2>
      <div className="flex flex-col gap-2">
        <span id={field("address")} className="text-sm font-medium">
          {labels.address}
        </span>
        <div className="flex flex-wrap items-start gap-3">
          <p
            className="flex min-w-0 flex-1 items-start gap-2 text-sm"
            aria-labelledby={field("address")}
            data-testid={`parcel-${side}-address`}
          >
            <SpriteIcon name="map-pin" className="text-primary mt-0.5 size-4 shrink-0" />
            <span className={party.address ? "" : "text-muted-foreground"}>
              <bdi>{party.address || labels.noAddress}</bdi>
            </span>
          </p>
          <button
            type="button"
            className={looks.outlineButton}
            onClick={onPickOnMap}
            aria-describedby={describedBy("address")}
            data-testid={`parcel-${side}-pick`}
          >
            {party.address ? labels.changeAddress : labels.pickOnMap}
          </button>
        </div>
        {error("address")}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={field("name")} className="text-sm font-medium">
            {labels.name}
          </label>
          <input
            className={looks.input}
            id={field("name")}
            autoComplete={side === "sender" ? "name" : "off"}
            value={party.name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy("name")}
            onChange={(event) => onChange({ name: event.target.value })}
          />
          {error("name")}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={field("phone")} className="text-sm font-medium">
            {labels.phone}
          </label>
          <input
            className={looks.input}
            id={field("phone")}
            type="tel"
            dir="ltr"
            inputMode="tel"
            autoComplete={side === "sender" ? "tel" : "off"}
            value={party.phone}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy("phone")}
            onChange={(event) => onChange({ phone: event.target.value })}
          />
          {error("phone")}
        </div>
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <label htmlFor={field("email")} className="text-sm font-medium">
            {emailRequired ? labels.email : labels.emailOptional}
          </label>
          <input
            className={looks.input}
            id={field("email")}
            type="email"
            dir="ltr"
            inputMode="email"
            autoComplete={side === "sender" ? "email" : "off"}
            value={party.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy("email")}
            onChange={(event) => onChange({ email: event.target.value })}
          />
          {error("email")}
        </div>
      </div>
    </section>
  );
}
