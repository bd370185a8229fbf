import type { ReactNode } from "react";

import type { LinkComponent } from "../lib/link";
import { cn } from "../lib/cn";
import { imageLoading } from "../lib/image-loading";
import { Badge } from "./badge";
import { ClosedOverlay } from "./closed-overlay";
import { Rating } from "./rating";
import { SpriteIcon } from "./sprite-icon";

/** What a store card shows; every text is formatted and translated by the app. */
type StoreCardView = {
  name: string;
  coverUrl: string;
  logoUrl?: string;
  address?: string;
  href: string;
  /** `label` is the spoken summary in the page's language, e.g. 'Rated 4.5 out of 5'. */
  rating?: { value: number; valueText: string; countText?: string; label?: string };
  /** e.g. '1.2 km From You' (the app leaves it out in the food module). */
  distanceText?: string;
  /** e.g. 'CLOSED NOW' for closed stores. */
  closedText?: string;
  /** Top-offer variant: e.g. '30-40 min'. */
  deliveryTimeText?: string;
  /** Top-offer variant: 'Free Delivery' when the store offers it. */
  freeDeliveryText?: string;
  /** Top-offer variant: '{discount}% off'. */
  discountText?: string;
  /** Visit Again variant: a few of the store's items. */
  items?: readonly { name: string; imageUrl: string }[];
};

type StoreCardProps = {
  store: StoreCardView;
  variant?: "default" | "visit-again" | "top-offer";
  /** The action in the card's top corner, e.g. `CardWishlist`. */
  cornerAction?: ReactNode;
  /** Visit Again button text. */
  visitAgainLabel?: string;
  headingLevel?: 2 | 3 | 4;
  /** The link element (default `<a>`); e.g. the app's router link. */
  linkAs?: LinkComponent;
  /** Above the fold: load the cover at once with high priority (the page's largest paint). */
  priority?: boolean;
  className?: string;
};

/** A store tile: cover, distance badge, logo, name, address, rating; Visit Again and top-offer variants. */
function StoreCard({
  store,
  variant = "default",
  cornerAction,
  visitAgainLabel = "Visit Again",
  headingLevel = 3,
  linkAs: Link = "a",
  priority = false,
  className,
}: StoreCardProps) {
  const Heading = `h${String(headingLevel)}` as "h2" | "h3" | "h4";
  const visitAgain = variant === "visit-again";
  const topOffer = variant === "top-offer";
  return (
    <article
      data-slot="store-card"
      data-variant={variant}
      className={cn(
        "group bg-card text-card-foreground relative flex flex-col overflow-hidden rounded-lg border transition-shadow hover:shadow-md",
        className,
      )}
    >
      <div className="bg-muted relative aspect-[2/1] overflow-hidden">
        <img
          src={store.coverUrl}
          alt=""
          {...imageLoading(priority)}
          className={cn("size-full object-cover", store.closedText !== undefined && "grayscale")}
        />
        <div className="absolute start-2 top-2 z-[2] flex flex-col items-start gap-1">
          {topOffer && store.discountText !== undefined ? (
            <Badge variant="discount">{store.discountText}</Badge>
          ) : null}
        </div>
        {store.distanceText === undefined ? null : (
          <Badge variant="overlay" className="absolute start-2 bottom-2 z-[2]">
            <SpriteIcon name="map-pin" />
            {store.distanceText}
          </Badge>
        )}
        {store.closedText === undefined ? null : (
          <ClosedOverlay label={store.closedText} variant="corner" />
        )}
      </div>
      <div className="flex flex-1 items-start gap-3 p-3">
        {store.logoUrl === undefined ? null : (
          <img
            src={store.logoUrl}
            alt=""
            loading="lazy"
            className="bg-background relative z-[2] -mt-8 size-12 shrink-0 rounded-full border-2 object-cover shadow-sm"
          />
        )}
        <div className="grid min-w-0 flex-1 gap-1">
          <Heading className="truncate text-sm font-semibold">
            <Link
              href={store.href}
              className="focus-visible:after:ring-ring outline-none after:absolute after:inset-0 after:z-[1] after:content-[''] focus-visible:after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-inset"
            >
              {store.name}
            </Link>
          </Heading>
          {store.address === undefined || topOffer ? null : (
            <p className="text-muted-foreground truncate text-xs">{store.address}</p>
          )}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {store.rating === undefined ? null : (
              <Rating
                value={store.rating.value}
                valueText={store.rating.valueText}
                {...(store.rating.countText === undefined
                  ? {}
                  : { countText: store.rating.countText })}
                {...(store.rating.label === undefined ? {} : { label: store.rating.label })}
              />
            )}
            {topOffer && store.deliveryTimeText !== undefined ? (
              <span className="text-muted-foreground inline-flex items-center gap-1 text-xs">
                <SpriteIcon name="clock" className="size-3.5" />
                {store.deliveryTimeText}
              </span>
            ) : null}
            {topOffer && store.freeDeliveryText !== undefined ? (
              <Badge variant="soft">{store.freeDeliveryText}</Badge>
            ) : null}
          </div>
        </div>
      </div>
      {visitAgain ? (
        <div className="flex items-center justify-between gap-2 px-3 pb-3">
          {store.items === undefined || store.items.length === 0 ? (
            <span />
          ) : (
            <ul className="flex -space-x-2">
              {store.items.slice(0, 4).map((item) => (
                <li key={item.name}>
                  <img
                    src={item.imageUrl}
                    alt={item.name}
                    loading="lazy"
                    className="bg-background size-8 rounded-full border-2 object-cover"
                  />
                </li>
              ))}
            </ul>
          )}
          <Link
            href={store.href}
            aria-label={`${visitAgainLabel}: ${store.name}`}
            className="bg-primary text-primary-foreground hover:bg-primary/90 focus-visible:ring-ring relative z-[2] inline-flex h-8 items-center rounded-full px-3 text-xs font-semibold outline-none focus-visible:ring-2 focus-visible:ring-offset-2"
          >
            {visitAgainLabel}
          </Link>
        </div>
      ) : null}
      {cornerAction === undefined ? null : (
        <div className="absolute end-2 top-2 z-[3]">{cornerAction}</div>
      )}
    </article>
  );
}

export { StoreCard };
export type { StoreCardProps, StoreCardView };
