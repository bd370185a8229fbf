import { Fragment } from "react";
import { getTranslations } from "next-intl/server";

import type { Item } from "@marketplace/api-client";
import type { CurrencyFormat, ModuleType } from "@marketplace/domain";
import {
  getAdvertisements,
  getBanners,
  getBasicCampaigns,
  getBrands,
  getCategories,
  getConditions,
  getCoupons,
  getFlashSale,
  getItemCampaigns,
  getPromotionalBanners,
} from "@marketplace/api-client";
import {
  bannerSlidesPerView,
  FEATURED_BRANDS_LIMIT,
  FLASH_SALE_SHOW_LIMIT,
  listingHref,
  orderCategories,
} from "@marketplace/domain";
import {
  Banner,
  BrandTile,
  buttonVariants,
  CategoryTile,
  cn,
  ItemCard,
  StoreCard,
} from "@marketplace/ui";

import type { FoldProps } from "./section";
import type { CardTexts } from "~/features/catalogue/components/to-card-props";
import { QuickViewArea } from "~/features/catalogue/components/card-actions";
import { CardLink } from "~/features/catalogue/components/card-links";
import { getCardTexts } from "~/features/catalogue/components/card-texts";
import {
  endsAtFromWire,
  toAdvertisementCardView,
  toBannerProps,
  toBrandTileProps,
  toCampaignBannerProps,
  toCampaignItemCard,
  toCategoryTileProps,
  toCouponCardProps,
  toFlashSaleCardView,
} from "~/features/catalogue/components/to-card-props";
import { assetUrl } from "~/lib/asset-url";
import { BannerCarousel } from "./banner-carousel";
import { attempt, getHomeContext } from "./home-context";
import { LazyCouponCard } from "./lazy-ui";
import {
  EndsCountdown,
  Grid,
  isPriorityPicture,
  Row,
  Section,
  SectionBody,
  SectionEmpty,
  SectionUnavailable,
} from "./section";

/** Slide widths by how many banners fit side by side (domain `bannerSlidesPerView`). */
function slideWidth(perView: number): string {
  if (perView >= 3) return "basis-[85%] sm:basis-1/3";
  if (perView === 2) return "basis-[85%] sm:basis-1/2";
  return "basis-full";
}

/** The texts of a banner slider, in the request's language. */
export async function sliderTexts(total: number) {
  const t = await getTranslations();
  return {
    label: t("home.banners"),
    slideLabels: Array.from({ length: total }, (_, index) =>
      t("home.bannerSlide", { index: index + 1, total }),
    ),
    texts: {
      previous: t("common.previous"),
      next: t("common.next"),
      pause: t("home.pauseAutoplay"),
      play: t("home.startAutoplay"),
    },
  };
}

/** The module banners: a slider whose slides per view follow the module's rule from @marketplace/domain. */
export async function BannersSection() {
  const context = await getHomeContext();
  if (!context) return null;
  const data = await attempt("banners", getBanners(context.client));
  // Campaign banners lead to their campaign page (spec D §4 banner click), then the module's banners.
  const banners = [
    ...(data?.campaigns ?? []).map((campaign) => ({
      key: `campaign-${String(campaign.id)}`,
      ...toCampaignBannerProps(campaign, context.moduleId),
    })),
    ...(data?.banners ?? []).map((banner) =>
      toBannerProps(banner, { moduleType: context.moduleType, moduleId: context.moduleId }),
    ),
  ];
  if (banners.length === 0) return null;
  const perView = Math.max(1, bannerSlidesPerView(context.moduleType, banners.length));
  const slider = await sliderTexts(banners.length);
  return (
    <section aria-label={slider.label} data-section="banners">
      <BannerCarousel
        banners={banners}
        slidesPerView={perView}
        slideClassName={slideWidth(perView)}
        aspect="2/1"
        {...slider}
      />
    </section>
  );
}

export async function CategoriesSection({
  featured = false,
  fold,
}: FoldProps & { featured?: boolean }) {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations();
  const categories = await attempt("categories", getCategories(context.client, { featured }));
  const tiles = orderCategories(categories ?? [], context.moduleType).map((category, index) => (
    <CategoryTile
      key={category.id}
      {...toCategoryTileProps(category)}
      linkAs={CardLink}
      priority={isPriorityPicture(index, fold)}
      className="w-full"
    />
  ));
  const title = featured ? t("home.featuredCategories") : t("home.categories");
  return (
    <Section
      id={featured ? "featured-categories" : "categories"}
      title={title}
      viewAll={tiles.length > 0 ? { href: "/categories", label: t("common.viewAll") } : undefined}
    >
      {tiles.length > 0 ? (
        <SectionBody fold={fold} kind="tiles">
          <Row label={title} itemClassName="w-24 sm:w-28">
            {tiles}
          </Row>
        </SectionBody>
      ) : categories === null ? (
        <SectionUnavailable />
      ) : (
        <SectionEmpty text={t("home.nothingHere")} />
      )}
    </Section>
  );
}

export async function BrandsSection({ fold }: FoldProps) {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations();
  const texts = await getCardTexts();
  const brands = await attempt("brands", getBrands(context.client));
  const tiles = (brands ?? [])
    .slice(0, FEATURED_BRANDS_LIMIT)
    .map((brand, index) => (
      <BrandTile
        key={brand.id}
        {...toBrandTileProps(brand, { moduleId: context.moduleId, texts })}
        linkAs={CardLink}
        priority={isPriorityPicture(index, fold)}
        className="h-full"
      />
    ));
  if (tiles.length === 0) return null;
  return (
    <Section
      id="brands"
      title={t("home.brands")}
      viewAll={{ href: "/all-brands", label: t("common.viewAll") }}
    >
      <SectionBody
        fold={fold}
        grid={{
          className: "grid-cols-3 sm:grid-cols-5 lg:grid-cols-9",
          cells: tiles.length,
          cellClassName: "h-[8.875rem]",
        }}
      >
        <Grid label={t("home.brands")} className="grid-cols-3 sm:grid-cols-5 lg:grid-cols-9">
          {tiles}
        </Grid>
      </SectionBody>
    </Section>
  );
}

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

/** A promotional banner of `other-banners` (bottom, best-reviewed, new-arrival or the generic one). */
export async function PromotionalBannerSection({
  slot,
  fold,
}: FoldProps & {
  slot:
    | "bottom_section_banner"
    | "promotional_banner"
    | "best_reviewed_section_banner"
    | "new_arrival_section_banner";
}) {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations("home");
  const data = await attempt("promotional banners", getPromotionalBanners(context.client));
  const image = assetUrl(data?.[`${slot}_full_url`]);
  if (!image) return null;
  return (
    <section aria-label={t("banners")} data-section={slot}>
      <SectionBody fold={fold} kind="wideBanner">
        <Banner imageUrl={image} alt="" aspect="4/1" priority={fold === undefined} />
      </SectionBody>
    </section>
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

/** Pharmacy 'Common Conditions'. */
export async function CommonConditionsSection() {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations("home");
  const conditions = await attempt("common conditions", getConditions(context.client));
  return (
    <Section id="common-conditions" title={t("commonConditions")}>
      {conditions && conditions.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("commonConditions")}>
          {conditions.map((condition) => (
            <li key={condition.id}>
              <a
                href={listingHref({
                  dataType: "category",
                  id: condition.id,
                  name: condition.name,
                  moduleId: context.moduleId,
                  from: "common-condition",
                })}
                className="bg-card hover:border-primary inline-flex h-9 items-center rounded-full border px-4 text-sm"
              >
                {condition.name}
              </a>
            </li>
          ))}
        </ul>
      ) : conditions === null ? (
        <SectionUnavailable />
      ) : (
        <SectionEmpty text={t("nothingHere")} />
      )}
    </Section>
  );
}
