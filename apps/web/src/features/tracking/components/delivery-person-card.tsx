"use client";

import { Bike } from "lucide-react";
import { useTranslations } from "next-intl";

import type { DeliveryMan } from "@marketplace/api-client";
import { buttonVariants, Rating } from "@marketplace/ui";

import { ChatButton } from "~/features/chat/components/chat-button";
import { assetUrl } from "~/lib/asset-url";

/**
 * The delivery person card: name and rating once one is assigned, and for the signed-in owner (`canChat`)
 * the spec's chat button, which opens the conversation with this courier.
 */
export function DeliveryPersonCard({
  courier,
  headingTag: Heading,
  canChat,
}: {
  courier: DeliveryMan | null;
  headingTag: "h3" | "h4";
  canChat: boolean;
}) {
  const t = useTranslations("tracking");
  const tChat = useTranslations("chat");
  const name = courier ? [courier.f_name, courier.l_name].filter(Boolean).join(" ") : "";
  const image = courier ? assetUrl(courier.image_full_url) : null;
  return (
    <section
      className="bg-card flex items-center gap-3 rounded-xl border p-4"
      aria-labelledby="tracking-courier"
      data-testid="tracking-courier"
    >
      <span
        aria-hidden="true"
        className="bg-primary-soft text-primary flex size-10 shrink-0 items-center justify-center rounded-full"
      >
        <Bike className="size-5" />
      </span>
      <div className="min-w-0">
        <Heading id="tracking-courier" className="text-muted-foreground text-sm font-medium">
          {t("deliveryPerson")}
        </Heading>
        {courier && name !== "" ? (
          <>
            <p className="font-semibold break-words">
              <bdi>{name}</bdi>
            </p>
            {courier.avg_rating != null ? (
              <Rating
                value={Number(courier.avg_rating)}
                valueText={String(courier.avg_rating)}
                label={t("rated", { value: String(courier.avg_rating) })}
              />
            ) : null}
            {canChat && typeof courier.id === "number" ? (
              <ChatButton
                target={{
                  type: "delivery_man",
                  id: courier.id,
                  name,
                  chatFrom: "order",
                  ...(image ? { image } : {}),
                }}
                signedIn
                label={tChat("chatWithDeliveryMan", { name })}
                signedOutText={tChat("signedOut")}
                className={`${buttonVariants({ variant: "outline", size: "sm" })} mt-2`}
              />
            ) : null}
          </>
        ) : (
          <p className="text-muted-foreground text-sm">{t("noCourier")}</p>
        )}
      </div>
    </section>
  );
}
