"use client";

import { MapPin, Store } from "lucide-react";
import { useTranslations } from "next-intl";

import type { Order, OrderAddress } from "@marketplace/api-client";

interface Party {
  name: string | null;
  address: string | null;
}

const fromAddress = (address: OrderAddress | null | undefined): Party | null =>
  address ? { name: address.contact_person_name ?? null, address: address.address ?? null } : null;

/**
 * The sender (the store, or a parcel's sender) and receiver cards. An anonymous tracker (order id and
 * contact) gets no addresses from the API: the cards say they are shown to the customer only.
 */
export function PartyCards({
  order,
  parcel,
  headingTag: Heading,
}: {
  order: Order;
  parcel: boolean;
  headingTag: "h3" | "h4";
}) {
  const t = useTranslations("tracking");
  const sender: Party | null = parcel
    ? fromAddress(order.delivery_address)
    : order.store
      ? { name: order.store.name, address: order.store.address ?? null }
      : null;
  const receiver = fromAddress(parcel ? order.receiver_details : order.delivery_address);
  const cards = [
    { key: "sender", title: t("sender"), party: sender, icon: Store },
    { key: "receiver", title: t("receiver"), party: receiver, icon: MapPin },
  ] as const;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {cards.map(({ key, title, party, icon: Icon }) => (
        <section
          key={key}
          className="bg-card flex gap-3 rounded-xl border p-4"
          aria-labelledby={`tracking-${key}`}
          data-testid={`tracking-${key}`}
        >
          <Icon aria-hidden="true" className="text-primary mt-0.5 size-5 shrink-0" />
          <div className="min-w-0">
            <Heading id={`tracking-${key}`} className="text-muted-foreground text-sm font-medium">
              {title}
            </Heading>
            {party ? (
              <>
                {party.name ? (
                  <p className="font-semibold break-words">
                    <bdi>{party.name}</bdi>
                  </p>
                ) : null}
                {party.address ? (
                  <p className="text-muted-foreground text-sm break-words">
                    <bdi>{party.address}</bdi>
                  </p>
                ) : null}
              </>
            ) : (
              <p className="text-muted-foreground text-sm">{t("noAddress")}</p>
            )}
          </div>
        </section>
      ))}
    </div>
  );
}
