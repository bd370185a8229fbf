import { Fragment } from "react";
import { getTranslations } from "next-intl/server";

import type { Item } from "@marketplace/api-client";
import type { CurrencyFormat, ModuleType } from "@marketplace/domain";
import {
  getAdvertisements,
  getBasicCampaigns,
  getCoupons,
  getFlashSale,
  getItemCampaigns,
} from "@marketplace/api-client";
import { FLASH_SALE_SHOW_LIMIT } from "@marketplace/domain";
import { Banner, buttonVariants, cn, ItemCard, StoreCard } from "@marketplace/ui";

import type { FoldProps } from "./section";
import type { CardTexts } from "~/features/catalogue/components/card-texts-type";
import { QuickViewArea } from "~/features/catalogue/components/card-actions";
import { CardLink } from "~/features/catalogue/components/card-links";
import { getCardTexts } from "~/features/catalogue/components/card-texts";
import { endsAtFromWire } from "~/features/catalogue/components/ends-at-from-wire";
import { toCampaignBannerProps } from "~/features/catalogue/components/to-banner-props";
import {
  toCampaignItemCard,
  toFlashSaleCardView,
} from "~/features/catalogue/components/to-card-props";
import { toCouponCardProps } from "~/features/catalogue/components/to-coupon-card-props";
import { toAdvertisementCardView } from "~/features/catalogue/components/to-store-card-view";
import { attempt, getHomeContext } from "./home-context";
import { LazyCouponCard } from "./lazy-ui";
import {
  EndsCountdown,
  isPriorityPicture,
  Row,
  Section,
  SectionBody,
  SectionEmpty,
  SectionUnavailable,
} from "./section";

/**
 * A campaign item's card: the vertical-type layout whose only action is Order Now (spec D §4). Its name
 * leads to the item's product page; outside ecommerce a plain click opens the item dialog instead.
 */
function campaignItemCards(
  items: readonly Item[],
  options: { currency: CurrencyFormat; moduleId: number; moduleType: ModuleType; texts: CardTexts },
  orderNow: string,
  fold: FoldProps["fold"],
) {
  return items.flatMap((item, index) => {
    const card = toCampaignItemCard(item, options);
    if (!card) return [];
    const rendered = (
      <ItemCard
        item={card.view}
        layout="vertical-type"
        labels={{ originalPrice: options.texts.originalPrice, free: options.texts.free }}
        linkAs={CardLink}
        priority={isPriorityPicture(index, fold)}
        className="h-full"
        actions={
          <a
            href={card.orderNowHref}
            className={cn(buttonVariants({ size: "sm" }), "w-full")}
            aria-label={`${orderNow}: ${item.name}`}
          >
            {orderNow}
          </a>
        }
      />
    );
    return [
      card.quickView && card.view.href !== undefined ? (
        <QuickViewArea key={item.id} itemId={item.id} campaign href={card.view.href}>
          {rendered}
        </QuickViewArea>
      ) : (
        <Fragment key={item.id}>{rendered}</Fragment>
      ),
    ];
  });
}

/** Campaigns: 'Just For You' — the running campaigns' banners, then the campaign items with Order Now. */
export async function CampaignsSection({ fold }: FoldProps) {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations("home");
  const texts = await getCardTexts();
  const [campaigns, campaignItems] = await Promise.all([
    attempt("campaigns", getBasicCampaigns(context.client)),
    attempt("campaign items", getItemCampaigns(context.client)),
  ]);
  const itemCards = campaignItemCards(
    campaignItems ?? [],
    {
      currency: context.currency,
      moduleId: context.moduleId,
      moduleType: context.moduleType,
      texts,
    },
    t("orderNow"),
    fold,
  );
  const banners = (campaigns ?? []).map((campaign, index) => {
    const endsAt = endsAtFromWire(campaign.end_date, campaign.end_time);
    return (
      <div key={campaign.id} className="flex flex-col gap-2">
        <Banner
          {...toCampaignBannerProps(campaign, context.moduleId)}
          aspect="2/1"
          linkAs={CardLink}
          priority={isPriorityPicture(index, fold)}
        />
        {endsAt === null ? null : <EndsCountdown endsAt={endsAt} />}
      </div>
    );
  });
  return (
    <Section id="just-for-you" title={t("justForYou")}>
      {banners.length > 0 || itemCards.length > 0 ? (
        <>
          {banners.length > 0 ? (
            <SectionBody fold={fold} kind="campaigns">
              <Row label={t("justForYou")} itemClassName="w-64 sm:w-72">
                {banners}
              </Row>
            </SectionBody>
          ) : null}
          {itemCards.length > 0 ? (
            <SectionBody fold={fold} kind="items">
              <Row label={t("campaignItems")}>{itemCards}</Row>
            </SectionBody>
          ) : null}
        </>
      ) : campaigns === null && campaignItems === null ? (
        <SectionUnavailable />
      ) : (
        <SectionEmpty text={t("nothingHere")} />
      )}
    </Section>
  );
}

/** Coupons: the API answers `coupon/list` to signed-in customers only. */
export async function CouponsSection({ fold }: FoldProps) {
  const context = await getHomeContext();
  if (!context?.signedIn) return null;
  const t = await getTranslations();
  const texts = await getCardTexts();
  const coupons = await attempt("coupons", getCoupons(context.client));
  const cards = (coupons ?? []).map((coupon) => (
    <LazyCouponCard
      key={coupon.code}
      {...toCouponCardProps(coupon, { currency: context.currency, texts })}
      copyLabel={t("common.copy")}
      copiedLabel={t("common.copied")}
      className="h-full"
    />
  ));
  if (cards.length === 0) return null;
  return (
    <Section id="coupons" title={t("home.coupons")}>
      <SectionBody fold={fold} kind="tiles">
        <Row label={t("home.coupons")} itemClassName="w-72 sm:w-80">
          {cards}
        </Row>
      </SectionBody>
    </Section>
  );
}

/** The running flash sale: up to 15 products, each with its sold/stock progress or 'Out of Stock'. */
export async function FlashSaleSection({ fold }: FoldProps) {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations("home");
  const texts = await getCardTexts();
  const sale = await attempt(
    "flash sale",
    getFlashSale(context.client, { offset: 1, limit: FLASH_SALE_SHOW_LIMIT }),
  );
  const options = { currency: context.currency, moduleId: context.moduleId, texts };
  const labels = { originalPrice: texts.originalPrice };
  const views = (sale?.active_products ?? []).slice(0, FLASH_SALE_SHOW_LIMIT).flatMap((product) => {
    const view = toFlashSaleCardView(product, options);
    return view ? [{ id: product.id, view }] : [];
  });
  const cards = views.map(({ id, view }, index) => (
    <ItemCard
      key={id}
      item={view}
      layout="flash-sale"
      labels={labels}
      linkAs={CardLink}
      priority={isPriorityPicture(index, fold)}
      className="h-full"
    />
  ));
  if (!sale || cards.length === 0) return null;
  const endsAt = endsAtFromWire(sale.end_date);
  return (
    <Section
      id="flash-sale"
      title={sale.title ?? t("flashSale")}
      viewAll={{ href: `/flash-sales?id=${String(sale.id)}`, label: t("flashSale") }}
    >
      {endsAt === null ? null : (
        <div className="flex items-center gap-3 text-sm font-medium">
          <span>{t("flashSaleEnds")}</span>
          <EndsCountdown endsAt={endsAt} />
        </div>
      )}
      <SectionBody fold={fold}>
        <Row label={sale.title ?? t("flashSale")}>{cards}</Row>
      </SectionBody>
    </Section>
  );
}

/** Advertisements (grocery 'ads', food 'highlights'): each links to its store. */
export async function AdvertisementsSection({
  title,
  fold,
}: FoldProps & { title: "advertisement" | "highlights" }) {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations("home");
  const texts = await getCardTexts();
  const ads = await attempt("advertisements", getAdvertisements(context.client));
  const options = { moduleType: context.moduleType, moduleId: context.moduleId, texts };
  const views = (ads ?? []).flatMap((ad) => {
    const view = toAdvertisementCardView(ad, options);
    return view ? [{ id: ad.id, view }] : [];
  });
  const cards = views.map(({ id, view }, index) => (
    <StoreCard
      key={id}
      store={view}
      linkAs={CardLink}
      priority={isPriorityPicture(index, fold)}
      className="h-full"
    />
  ));
  if (cards.length === 0) return null;
  return (
    <Section id={title} title={t(title)}>
      <SectionBody fold={fold} kind="stores">
        <Row label={t(title)} itemClassName="w-72 sm:w-80">
          {cards}
        </Row>
      </SectionBody>
    </Section>
  );
}
