"use client";

import type { ComponentType, ReactNode } from "react";
import { useState } from "react";
import { useTranslations } from "next-intl";

import type { Cart, Item } from "@marketplace/api-client";
import type { CurrencyFormat, FoodVariationIssue } from "@marketplace/domain";
import {
  discountBadge,
  formatMoney,
  formatRating,
  itemAvailability,
  prescriptionNotice,
  priceRange,
  purchaseActions,
  truncateText,
  updateChange,
} from "@marketplace/domain";
import {
  Badge,
  Button,
  ImageGallery,
  Price,
  QuantityStepper,
  Rating,
  TruncatedText,
} from "@marketplace/ui";

import { shoppingBus } from "~/features/cart/shopping-bus";
import { assetUrl } from "~/lib/asset-url";
import { notify } from "~/lib/notify/notify";
import { useItemSelection } from "../hooks/use-item-selection";
import { ItemChoices } from "./item-choices";

const PLACEHOLDER_IMAGE = "/placeholder.svg";

function TextList({
  title,
  values,
}: {
  title: string;
  values: readonly string[] | null | undefined;
}) {
  if (!values || values.length === 0) return null;
  return (
    <div className="grid gap-1 text-sm">
      <h3 className="font-semibold">{title}</h3>
      <p className="text-muted-foreground">{values.join(", ")}</p>
    </div>
  );
}

/**
 * The item detail (the food dialog in food, the general product dialog elsewhere): gallery, badges, name,
 * rating, price, description, nutrition and allergies, generic name, choices, quantity, the total from the
 * domain and Add to Cart / Update To Cart / Out of Stock.
 */
export function ItemDetail({
  item,
  lines,
  lineId,
  currency,
  onDone,
  Title,
}: {
  item: Item;
  lines: Cart;
  lineId?: number | undefined;
  currency: CurrencyFormat;
  onDone: () => void;
  /** The heading element: the dialog's title in the dialog, an h1 on the product page. */
  Title: ComponentType<{ className?: string; children: ReactNode }>;
}) {
  const t = useTranslations("item");
  const tCart = useTranslations("cart");
  const state = useItemSelection(item, lines, lineId, currency.digits);
  const [busy, setBusy] = useState(false);
  const [limit, setLimit] = useState<string | null>(null);
  const money = (minor: number) => formatMoney(minor, currency);
  const badge = discountBadge(item, currency);
  const range = priceRange(item, currency.digits);
  const availability = itemAvailability(item, new Date());
  const actions = purchaseActions(item, availability);
  const prescription = prescriptionNotice(item);
  const description = item.description ?? "";
  const short = truncateText(description);
  const images = [item.image_full_url, ...(item.images_full_url ?? [])]
    .map((url) => assetUrl(url))
    .filter((url): url is string => url !== null)
    .map((src) => ({ src, alt: item.name }));
  const rating = Number(item.avg_rating ?? 0);
  const ratingCount = Number(item.rating_count ?? 0);
  const outOfStock =
    (item.module_type !== "food" &&
      item.stock !== null &&
      item.stock !== undefined &&
      item.stock <= 0) ||
    state.variationOutOfStock;

  function issueText(issue: FoodVariationIssue): string {
    return issue.code === "variation_required"
      ? t("variationRequired", { name: issue.name })
      : t("variationRange", { name: issue.name, min: issue.min, max: issue.max });
  }

  async function submit() {
    const issue = state.issues[0];
    if (issue !== undefined) {
      void notify.error(issueText(issue));
      return;
    }
    if (state.variationOutOfStock) {
      void notify.error(t("variationOutOfStock"));
      return;
    }
    setBusy(true);
    let done: boolean;
    if (state.mode.mode === "update") {
      if (updateChange(state.mode.line, state.selection).code === "no_changes") {
        setBusy(false);
        void notify.error(tCart("noChanges"));
        return;
      }
      done = await shoppingBus.run({
        kind: "update",
        line: state.mode.line,
        selection: state.selection,
      });
    } else {
      done = await shoppingBus.run({ kind: "add", item, selection: state.selection });
    }
    setBusy(false);
    if (done) onDone();
  }

  const discountText =
    badge === null
      ? null
      : badge.code === "discount_percent"
        ? t("discountPercent", { percent: badge.percent })
        : t("discountAmount", { amount: badge.text });

  return (
    <div className="grid gap-5 md:grid-cols-2">
      <div className="relative">
        <ImageGallery
          images={images.length > 0 ? images : [{ src: PLACEHOLDER_IMAGE, alt: item.name }]}
          maxThumbnails={5}
          zoomInLabel={t("zoomIn")}
          zoomOutLabel={t("zoomOut")}
          thumbnailsLabel={t("thumbnails")}
          thumbnailLabel={(position, total) => t("thumbnail", { position, total })}
        />
        <div className="absolute start-2 top-2 flex flex-col items-start gap-1">
          {discountText === null ? null : <Badge variant="discount">{discountText}</Badge>}
          {item.organic === true ? <Badge variant="success">{t("organic")}</Badge> : null}
          {item.halal_tag_status === true && item.is_halal === true ? (
            <Badge variant="success">{t("halal")}</Badge>
          ) : null}
          {item.recommended === true ? <Badge variant="soft">{t("recommend")}</Badge> : null}
        </div>
        {availability.code === "available" ? null : (
          <p
            className="bg-overlay absolute inset-x-0 bottom-0 p-2 text-center text-sm text-white"
            data-testid="item-unavailable"
          >
            {availability.code === "not_available_schedulable"
              ? t("notAvailableLater")
              : `${t("notAvailable")} ${t("hours", { starts: availability.starts, ends: availability.ends })}`}
          </p>
        )}
      </div>
      <div className="grid content-start gap-4">
        <div className="grid gap-1">
          {item.store_name ? (
            <p className="text-muted-foreground text-sm">{item.store_name}</p>
          ) : null}
          <Title className="text-xl font-semibold">{item.name}</Title>
          {item.module_type === "pharmacy" && item.generic_name?.[0] ? (
            <p className="text-muted-foreground text-sm">{item.generic_name[0]}</p>
          ) : null}
          {ratingCount > 0 ? (
            <Rating
              value={rating}
              valueText={formatRating(rating, 1).text}
              countText={t("ratingCount", { count: ratingCount })}
            />
          ) : null}
          <Price
            size="lg"
            freeLabel={t("free")}
            originalLabel={t("originalPrice")}
            price={
              range.isRange
                ? {
                    kind: "range",
                    min: money(range.minDiscounted),
                    max: money(range.maxDiscounted),
                  }
                : {
                    kind: "single",
                    current: money(range.minDiscounted),
                    ...(range.min === range.minDiscounted ? {} : { original: money(range.min) }),
                  }
            }
          />
        </div>
        {description === "" ? null : (
          <TruncatedText
            text={description}
            shortText={short.text}
            moreLabel={t("readMore")}
            lessLabel={t("showLess")}
            className="text-muted-foreground"
          />
        )}
        <TextList title={t("nutrition")} values={item.nutritions_name} />
        <TextList title={t("allergies")} values={item.allergies_name} />
        {prescription === null ? null : (
          <p className="text-warning text-sm font-medium">{t("prescriptionRequired")}</p>
        )}
        <ItemChoices item={item} state={state} currency={currency} />
        {state.variationOutOfStock ? (
          <p className="text-destructive text-sm" role="status">
            {t("variationOutOfStock")}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <QuantityStepper
            quantity={state.selection.quantity}
            label={t("quantity")}
            increaseLabel={t("increase")}
            decreaseLabel={t("decrease")}
            onIncrement={() => {
              if (state.increase.code === "ok") {
                setLimit(null);
                state.setQuantity(state.selection.quantity + 1);
              } else {
                setLimit(t(state.increase.code === "out_of_stock" ? "outOfStock" : "outOfLimits"));
              }
            }}
            onDecrement={() => {
              setLimit(null);
              state.setQuantity(Math.max(1, state.selection.quantity - 1));
            }}
          />
          <p className="text-end">
            <span className="text-muted-foreground block text-xs">{t("total")}</span>
            <bdi className="text-lg font-semibold" data-testid="item-total">
              {money(state.price.total)}
            </bdi>
          </p>
        </div>
        {limit === null ? null : (
          <p className="text-destructive text-sm" role="status" data-testid="quantity-limit">
            {limit}
          </p>
        )}
        {actions.actions.includes("add_to_cart") ? (
          outOfStock ? (
            <Button disabled>{t("outOfStock")}</Button>
          ) : (
            <Button onClick={() => void submit()} loading={busy} data-testid="item-submit">
              {state.mode.mode === "update" ? t("updateToCart") : t("addToCart")}
            </Button>
          )
        ) : null}
      </div>
    </div>
  );
}
