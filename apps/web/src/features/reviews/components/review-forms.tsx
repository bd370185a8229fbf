"use client";

import { useTranslations } from "next-intl";

import { ReviewCard } from "./review-card";

export interface ReviewTarget {
  id: number;
  name: string;
  imageUrl: string | null;
}

export interface ReviewFormsProps {
  orderId: number;
  items: ReviewTarget[];
  courier: ReviewTarget | null;
}

/** One review card per item of the order, then the delivery person's. */
export function ReviewForms({ orderId, items, courier }: ReviewFormsProps) {
  const t = useTranslations("reviews");
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="review-items" className="flex flex-col gap-4">
        <h2 id="review-items" className="text-lg font-semibold">
          {t("items")}
        </h2>
        {items.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("noItems")}</p>
        ) : (
          items.map((item) => (
            <ReviewCard key={item.id} kind="item" orderId={orderId} target={item} />
          ))
        )}
      </section>
      <section aria-labelledby="review-courier" className="flex flex-col gap-4">
        <h2 id="review-courier" className="text-lg font-semibold">
          {t("deliveryPerson")}
        </h2>
        {courier ? (
          <ReviewCard kind="courier" orderId={orderId} target={courier} />
        ) : (
          <p className="text-muted-foreground text-sm">{t("noCourier")}</p>
        )}
      </section>
    </div>
  );
}
