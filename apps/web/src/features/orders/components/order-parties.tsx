import type { ReactNode } from "react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";

import type { Order, OrderAddress } from "@marketplace/api-client";
import { storeHref } from "@marketplace/domain";

import { ChatButton } from "~/features/chat/components/chat-button";
import { assetUrl } from "~/lib/asset-url";
import { Glyph } from "~/lib/icons/glyph";
import { controlClasses } from "~/lib/ui/control-classes";

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="bg-card flex flex-col gap-2 rounded-xl border p-4">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function AddressBlock({ address }: { address: OrderAddress }) {
  const line = [address.house, address.floor, address.road, address.address]
    .filter((part) => typeof part === "string" && part !== "")
    .join(", ");
  const phone = address.contact_person_number;
  return (
    <address className="text-sm not-italic">
      {address.contact_person_name ? (
        <p className="font-medium">
          <bdi>{address.contact_person_name}</bdi>
        </p>
      ) : null}
      {phone !== null && phone !== undefined && phone !== "" ? (
        <p>
          <bdi dir="ltr">{String(phone)}</bdi>
        </p>
      ) : null}
      {line ? (
        <p className="text-muted-foreground">
          <bdi>{line}</bdi>
        </p>
      ) : null}
    </address>
  );
}

/** The order's store, delivery address (or the parcel's receiver and vehicle) and delivery person. */
export async function OrderParties({ order }: { order: Order }) {
  const [t, tChat] = await Promise.all([getTranslations("orders"), getTranslations("chat")]);
  const store = order.store;
  const courier = order.delivery_man;
  const courierName = courier ? [courier.f_name, courier.l_name].filter(Boolean).join(" ") : "";
  const courierImage = courier ? assetUrl(courier.image_full_url) : null;
  const courierPhone = courier?.phone;
  const vehicleImage = order.vehicle ? assetUrl(order.vehicle.image_full_url) : null;
  return (
    <>
      {store ? (
        <Card title={t("section.store")}>
          <p className="text-sm">
            <Link href={storeHref(store)} prefetch={false} className="font-medium hover:underline">
              <bdi>{store.name}</bdi>
            </Link>
          </p>
          {store.address ? (
            <p className="text-muted-foreground text-sm">
              <bdi>{store.address}</bdi>
            </p>
          ) : null}
        </Card>
      ) : null}
      {order.delivery_address ? (
        <Card title={t("section.address")}>
          <AddressBlock address={order.delivery_address} />
        </Card>
      ) : null}
      {order.receiver_details ? (
        <Card title={t("section.receiver")}>
          <AddressBlock address={order.receiver_details} />
        </Card>
      ) : null}
      {order.vehicle?.name ? (
        <Card title={t("section.vehicle")}>
          <div className="flex items-center gap-3 text-sm" data-testid="order-vehicle">
            {vehicleImage ? (
              // eslint-disable-next-line @next/next/no-img-element -- a same-origin public image
              <img
                src={vehicleImage}
                alt=""
                width={40}
                height={40}
                className="bg-muted size-10 rounded-md object-cover"
              />
            ) : null}
            <div>
              <p className="font-medium">
                <bdi>{order.vehicle.name}</bdi>
              </p>
              {order.vehicle.description ? (
                <p className="text-muted-foreground">
                  <bdi>{order.vehicle.description}</bdi>
                </p>
              ) : null}
            </div>
          </div>
        </Card>
      ) : null}
      {courier && courierName ? (
        <Card title={t("section.deliveryMan")}>
          <div className="flex items-center gap-3" data-testid="delivery-man">
            {courierImage ? (
              // eslint-disable-next-line @next/next/no-img-element -- a same-origin public image
              <img
                src={courierImage}
                alt=""
                width={48}
                height={48}
                className="size-12 rounded-full object-cover"
              />
            ) : null}
            <div className="text-sm">
              <p className="font-medium">
                <bdi>{courierName}</bdi>
              </p>
              {courier.avg_rating !== null && courier.avg_rating !== undefined ? (
                <p className="text-muted-foreground flex items-center gap-1 text-xs">
                  <Glyph name="star" className="size-3" />
                  {t("rating", { rating: courier.avg_rating, count: courier.rating_count ?? 0 })}
                </p>
              ) : null}
              {courierPhone !== null && courierPhone !== undefined && courierPhone !== "" ? (
                <p>
                  <a href={`tel:${String(courierPhone)}`} className="hover:underline" dir="ltr">
                    {String(courierPhone)}
                  </a>
                </p>
              ) : null}
              {typeof courier.id === "number" ? (
                <ChatButton
                  target={{
                    type: "delivery_man",
                    id: courier.id,
                    name: courierName,
                    chatFrom: "order",
                    ...(courierImage ? { image: courierImage } : {}),
                  }}
                  signedIn
                  label={tChat("chatWithDeliveryMan", { name: courierName })}
                  signedOutText={tChat("signedOut")}
                  className={`${controlClasses().outline} mt-1 self-start`}
                />
              ) : null}
            </div>
          </div>
        </Card>
      ) : null}
    </>
  );
}
