import type { ReactNode } from "react";

import type { LinkComponent } from "../lib/link";
import type { PriceView } from "./price";
import { cn } from "../lib/cn";
import { imageLoading } from "../lib/image-loading";
import { Badge, VegIndicator } from "./badge";
import { ClosedOverlay } from "./closed-overlay";
import { Price } from "./price";
import { ProgressBar } from "./progress-bar";
import { Rating } from "./rating";
import { SpriteIcon } from "./sprite-icon";

type ItemCardLayout =
  | "vertical"
  | "vertical-type"
  | "list"
  | "popular"
  | "flash-sale"
  | "flash-sale-slider"
  | "food-horizontal"
  | "compact";

/** What an item card shows. Every text is already formatted and translated by the app. */
type ItemCardView = {
  name: string;
  /**
   * The name as the card shows it, already cut by the app (the spec cuts card names at 25 characters:
   * the domain's `cardName`); the full `name` stays readable to screen readers. Omitted: the whole name.
   */
  shortName?: string;
  imageUrl: string;
  /** Link to the item page; without it, the name is a button that calls `onOpen`. */
  href?: string;
  price: PriceView;
  /** e.g. '1 kg', 'Paracetamol' (pharmacy generic name). */
  subtitle?: string;
  storeName?: string;
  description?: string;
  /** `label` is the spoken summary in the page's language, e.g. 'Rated 4.5 out of 5'. */
  rating?: { value: number; valueText: string; countText?: string; label?: string };
  /** Discount badge text, e.g. '10% off' or '$5.00 off'. */
  discountText?: string;
  /** Other badges: 'Organic', 'Halal', 'Recommend'. */
  tags?: readonly { label: string; tone?: "success" | "default" | "soft" }[];
  /** Food only: true veg, false non-veg. */
  veg?: boolean;
  /** The veg mark's spoken text in the page's language ('Veg' / 'Non-veg' when omitted). */
  vegLabel?: string;
  /** Dims the card: closed store or item outside its hours. */
  unavailable?: { label: string; detail?: string };
  /** Flash-sale progress: sold / stock as a percentage, with its texts. */
  flashSale?: { percent: number; soldText: string; availableText: string; progressLabel: string };
  /** When set, replaces the add control with this text, e.g. 'Out of Stock'. */
  outOfStockText?: string;
};

type ItemCardProps = {
  item: ItemCardView;
  layout?: ItemCardLayout;
  /** Opens the item detail (also the Quick View action). */
  onOpen?: () => void;
  /**
   * The card's actions (e.g. `ItemCartActions`, or the app's small client island that loads the cart
   * code on intent); replaced by `outOfStockText` when that is set.
   */
  actions?: ReactNode;
  /** The action in the card's top corner, e.g. `CardWishlist` (omit for campaign items). */
  cornerAction?: ReactNode;
  /** Actions over the picture (e.g. the app's Quick View island), in place of the `onOpen` button. */
  imageActions?: ReactNode;
  labels?: {
    quickView?: string;
    /** Screen-reader prefix of a struck-through price (default 'Original price'). */
    originalPrice?: string;
    /** Text of a zero price (default 'Free'). */
    free?: string;
  };
  headingLevel?: 2 | 3 | 4;
  /** The link element (default `<a>`); e.g. the app's router link. */
  linkAs?: LinkComponent;
  /** Above the fold: load the picture at once with high priority (the page's largest paint). */
  priority?: boolean;
  className?: string;
};

const horizontal: readonly ItemCardLayout[] = [
  "list",
  "food-horizontal",
  "flash-sale-slider",
  "compact",
];

/** A product tile in one of the spec's eight layouts, with hover actions, badges and overlays. */
function ItemCard({
  item,
  layout = "vertical",
  onOpen,
  actions,
  cornerAction,
  imageActions,
  labels = {},
  headingLevel = 3,
  linkAs: Link = "a",
  priority = false,
  className,
}: ItemCardProps) {
  const Heading = `h${String(headingLevel)}` as "h2" | "h3" | "h4";
  const isHorizontal = horizontal.includes(layout);
  const compact = layout === "compact";
  const shortName = item.shortName ?? item.name;
  const nameText = (
    <>
      <span aria-hidden={shortName === item.name ? undefined : true}>{shortName}</span>
      {shortName === item.name ? null : <span className="sr-only">{item.name}</span>}
    </>
  );
  // The name is the card's main link or button; it stretches over the whole card. The card's fixed
  // classes are short component classes (`item-card.css`): they travel once per card in the HTML and
  // again in the RSC payload.
  const stretched = "ui-item-card-link";
  const name =
    item.href === undefined ? (
      <button type="button" className={cn("cursor-pointer text-start", stretched)} onClick={onOpen}>
        {nameText}
      </button>
    ) : (
      <Link href={item.href} className={stretched}>
        {nameText}
      </Link>
    );

  const addControl: ReactNode =
    item.outOfStockText !== undefined ? (
      <Badge variant="warning">{item.outOfStockText}</Badge>
    ) : (
      (actions ?? null)
    );

  const image = (
    <div
      className={cn(
        "ui-item-card-image",
        compact
          ? "size-16"
          : layout === "list" || layout === "flash-sale-slider"
            ? "size-24 sm:size-28"
            : layout === "food-horizontal"
              ? "order-last size-28"
              : "aspect-square w-full",
        layout === "popular" && "bg-primary-soft",
      )}
    >
      <img
        src={item.imageUrl}
        alt=""
        {...imageLoading(priority)}
        className="size-full object-cover"
      />
      {compact ? null : (
        <div className="ui-item-card-badges">
          {item.discountText === undefined ? null : (
            <Badge variant="discount">{item.discountText}</Badge>
          )}
          {(item.tags ?? []).map((tag) => (
            <Badge key={tag.label} variant={tag.tone ?? "success"}>
              {tag.label}
            </Badge>
          ))}
        </div>
      )}
      {item.unavailable === undefined ? null : (
        <ClosedOverlay
          label={item.unavailable.label}
          {...(item.unavailable.detail === undefined ? {} : { detail: item.unavailable.detail })}
          variant={isHorizontal ? "full" : "band"}
        />
      )}
      {!isHorizontal && imageActions !== undefined ? (
        <div className="ui-item-card-hover">{imageActions}</div>
      ) : !isHorizontal && onOpen !== undefined ? (
        <div className="ui-item-card-hover">
          <button
            type="button"
            className="bg-background/95 text-foreground focus-visible:ring-ring inline-flex h-8 cursor-pointer items-center gap-1 rounded-full border px-3 text-xs font-medium shadow-sm outline-none focus-visible:ring-2 [&_svg]:size-4"
            onClick={onOpen}
          >
            <SpriteIcon name="eye" />
            {labels.quickView ?? "Quick View"}
            <span className="sr-only">: {item.name}</span>
          </button>
        </div>
      ) : null}
    </div>
  );

  return (
    <article
      data-slot="item-card"
      data-layout={layout}
      data-unavailable={item.unavailable === undefined ? undefined : true}
      className={cn(
        "group ui-item-card",
        isHorizontal ? "flex-row items-center gap-3 p-2" : "flex-col gap-2 p-2",
        layout === "vertical-type" && "text-center",
        className,
      )}
    >
      {image}
      <div
        className={cn(
          "ui-item-card-body",
          isHorizontal ? "py-1" : "px-1 pb-1",
          isHorizontal && cornerAction !== undefined && layout !== "food-horizontal" && "pe-8",
        )}
      >
        {item.storeName === undefined || compact ? null : (
          <p className="text-muted-foreground truncate text-xs">{item.storeName}</p>
        )}
        <Heading
          className={cn("ui-item-card-name", layout === "vertical-type" && "justify-center")}
        >
          {item.veg === undefined ? null : (
            <VegIndicator
              veg={item.veg}
              {...(item.vegLabel === undefined ? {} : { label: item.vegLabel })}
              className="mt-0.5"
            />
          )}
          {name}
        </Heading>
        {item.subtitle === undefined ? null : (
          <p className="text-muted-foreground truncate text-xs">{item.subtitle}</p>
        )}
        {item.description !== undefined && (layout === "food-horizontal" || layout === "list") ? (
          <p className="text-muted-foreground line-clamp-2 text-xs">{item.description}</p>
        ) : null}
        {item.rating === undefined || compact ? null : (
          <Rating
            value={item.rating.value}
            valueText={item.rating.valueText}
            {...(item.rating.countText === undefined ? {} : { countText: item.rating.countText })}
            {...(item.rating.label === undefined ? {} : { label: item.rating.label })}
            className={layout === "vertical-type" ? "justify-center" : undefined}
          />
        )}
        {item.flashSale === undefined ||
        (layout !== "flash-sale" && layout !== "flash-sale-slider") ? null : (
          <ProgressBar
            value={item.flashSale.percent}
            label={item.flashSale.progressLabel}
            startText={item.flashSale.soldText}
            endText={item.flashSale.availableText}
            tone="warning"
          />
        )}
        <div className={cn("ui-item-card-foot", layout === "vertical-type" && "flex-col")}>
          <Price
            price={item.price}
            size={compact ? "sm" : "md"}
            {...(labels.originalPrice === undefined ? {} : { originalLabel: labels.originalPrice })}
            {...(labels.free === undefined ? {} : { freeLabel: labels.free })}
          />
          {compact ? null : addControl}
        </div>
      </div>
      {cornerAction === undefined ? null : (
        <div className="absolute end-3 top-3 z-[3]">{cornerAction}</div>
      )}
    </article>
  );
}

export { ItemCard };
export type { ItemCardLayout, ItemCardProps, ItemCardView };
