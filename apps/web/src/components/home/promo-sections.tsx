import { getTranslations } from "next-intl/server";

import {
  getAdvertisements,
  getBanners,
  getBasicCampaigns,
  getBrands,
  getCategories,
  getConditions,
  getCoupons,
  getFlashSale,
  getPromotionalBanners,
} from "@marketplace/api-client";
import {
  bannerSlidesPerView,
  FEATURED_BRANDS_LIMIT,
  FLASH_SALE_SHOW_LIMIT,
  flashSaleProgress,
  orderCategories,
} from "@marketplace/domain";
import { cn } from "@marketplace/ui";

import { CardImage } from "~/components/catalogue/card-image";
import { CouponCard } from "~/components/catalogue/coupon-card";
import { Tile } from "~/components/catalogue/tile";
import {
  toBannerProps,
  toBrandTile,
  toCampaignTile,
  toCategoryTile,
  toCouponProps,
  toItemCardProps,
} from "~/components/catalogue/to-card-props";
import { assetUrl } from "~/lib/asset-url";
import { BannerCard } from "./banner-card";
import { attempt, getHomeContext } from "./home-context";
import { EmptyState, Grid, Row, Section } from "./section";

/** The module banners; slides per view follow the module's rule from @marketplace/domain. */
export async function BannersSection() {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations("home");
  const data = await attempt("banners", getBanners(context.client));
  const banners = (data?.banners ?? []).map((banner) =>
    toBannerProps(banner, context.moduleType, context.moduleId),
  );
  if (banners.length === 0) return null;
  const perView = Math.max(1, bannerSlidesPerView(context.moduleType, banners.length));
  const width =
    perView >= 3
      ? "w-[85%] sm:w-[calc((100%-1.5rem)/3)]"
      : perView === 2
        ? "w-[85%] sm:w-[calc((100%-0.75rem)/2)]"
        : "w-full";
  return (
    <section aria-label={t("banners")} data-section="banners">
      {/* Keyboard users scroll the slides with the arrow keys once the list has focus. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul tabIndex={0} className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2">
        {banners.map((banner, index) => (
          <li
            key={banner.id}
            className={cn("shrink-0 snap-start", width)}
            aria-label={t("bannerSlide", { index: index + 1, total: banners.length })}
          >
            <BannerCard banner={banner} priority={index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export async function CategoriesSection({ featured = false }: { featured?: boolean }) {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations();
  const categories = await attempt("categories", getCategories(context.client, { featured }));
  const tiles = orderCategories(categories ?? [], context.moduleType).map((category) => (
    <Tile key={category.id} tile={toCategoryTile(category)} />
  ));
  const title = featured ? t("home.featuredCategories") : t("home.categories");
  return (
    <Section
      id={featured ? "featured-categories" : "categories"}
      title={title}
      viewAll={tiles.length > 0 ? { href: "/categories", label: t("common.viewAll") } : undefined}
    >
      {tiles.length > 0 ? (
        <Row label={title} itemClassName="w-28 sm:w-32">
          {tiles}
        </Row>
      ) : (
        <EmptyState text={t("home.nothingHere")} />
      )}
    </Section>
  );
}

export async function BrandsSection() {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations();
  const brands = await attempt("brands", getBrands(context.client));
  const tiles = (brands ?? []).slice(0, FEATURED_BRANDS_LIMIT).map((brand) => {
    const tile = toBrandTile(brand, context.moduleId);
    return (
      <Tile
        key={brand.id}
        tile={tile}
        countLabel={tile.count != null ? t("home.productsCount", { count: tile.count }) : undefined}
      />
    );
  });
  if (tiles.length === 0) return null;
  return (
    <Section
      id="brands"
      title={t("home.brands")}
      viewAll={{ href: "/all-brands", label: t("common.viewAll") }}
    >
      <Grid label={t("home.brands")} className="grid-cols-3 sm:grid-cols-5 lg:grid-cols-9">
        {tiles}
      </Grid>
    </Section>
  );
}

/** Campaigns: 'Just For You'. */
export async function CampaignsSection() {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations("home");
  const campaigns = await attempt("campaigns", getBasicCampaigns(context.client));
  const tiles = (campaigns ?? []).map((campaign) => (
    <Tile key={campaign.id} tile={toCampaignTile(campaign, context.moduleId)} wide />
  ));
  return (
    <Section id="just-for-you" title={t("justForYou")}>
      {tiles.length > 0 ? (
        <Row label={t("justForYou")} itemClassName="w-64 sm:w-72">
          {tiles}
        </Row>
      ) : (
        <EmptyState text={t("nothingHere")} />
      )}
    </Section>
  );
}

/** Coupons: the API answers `coupon/list` to signed-in customers only. */
export async function CouponsSection() {
  const context = await getHomeContext();
  if (!context?.signedIn) return null;
  const t = await getTranslations("home");
  const coupons = await attempt("coupons", getCoupons(context.client));
  const cards = (coupons ?? []).map((coupon) => (
    <CouponCard key={coupon.code} coupon={toCouponProps(coupon, context.currency)} />
  ));
  if (cards.length === 0) return null;
  return (
    <Section id="coupons" title={t("coupons")}>
      <Row label={t("coupons")} itemClassName="w-64 sm:w-72">
        {cards}
      </Row>
    </Section>
  );
}

/** The running flash sale: up to 15 products, each with its sold/stock progress or 'Out of Stock'. */
export async function FlashSaleSection() {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations("home");
  const sale = await attempt(
    "flash sale",
    getFlashSale(context.client, { offset: 1, limit: FLASH_SALE_SHOW_LIMIT }),
  );
  const products = (sale?.active_products ?? []).slice(0, FLASH_SALE_SHOW_LIMIT);
  if (!sale || products.length === 0) return null;
  return (
    <Section
      id="flash-sale"
      title={sale.title ?? t("flashSale")}
      viewAll={{ href: `/flash-sales?id=${String(sale.id)}`, label: t("flashSale") }}
    >
      <Row label={sale.title ?? t("flashSale")}>
        {products.map((product) => {
          const item = product.item
            ? toItemCardProps(product.item, context.currency, context.moduleId)
            : null;
          const progress = flashSaleProgress({
            sold: Number(product.sold ?? 0),
            stock: Number(product.stock ?? 0),
          });
          return (
            <article
              key={product.id}
              className="bg-card relative flex h-full flex-col overflow-hidden rounded-lg border"
            >
              <CardImage src={item?.image ?? null} alt="" />
              <div className="flex flex-1 flex-col gap-1 p-3 text-sm">
                <h3 className="font-medium">
                  {item ? (
                    <a href={item.href} className="after:absolute after:inset-0">
                      {item.name}
                    </a>
                  ) : null}
                </h3>
                {item ? <p className="font-semibold">{item.price}</p> : null}
                {progress.code === "flash_sale_progress" ? (
                  <>
                    <div
                      role="progressbar"
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={Math.round(progress.percent)}
                      aria-label={t("sold", { count: progress.sold })}
                      className="bg-muted h-2 overflow-hidden rounded-full"
                    >
                      <div
                        className="bg-primary h-full"
                        style={{ width: `${String(progress.percent)}%` }}
                      />
                    </div>
                    <p className="text-muted-foreground flex justify-between text-xs">
                      <span>{t("sold", { count: progress.sold })}</span>
                      <span>{t("available", { count: progress.available })}</span>
                    </p>
                  </>
                ) : (
                  <p className="text-destructive text-xs font-semibold">{t("outOfStock")}</p>
                )}
              </div>
            </article>
          );
        })}
      </Row>
    </Section>
  );
}

/** A promotional banner of `other-banners` (bottom, best-reviewed, new-arrival or the generic one). */
export async function PromotionalBannerSection({
  slot,
}: {
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
      <CardImage src={image} alt="" className="aspect-[4/1] rounded-lg" sizes="100vw" />
    </section>
  );
}

/** Advertisements (grocery 'ads', food 'highlights'). */
export async function AdvertisementsSection({ title }: { title: "advertisement" | "highlights" }) {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations("home");
  const ads = await attempt("advertisements", getAdvertisements(context.client));
  if (!ads || ads.length === 0) return null;
  return (
    <Section id={title} title={t(title)}>
      <Row label={t(title)} itemClassName="w-72 sm:w-80">
        {ads.map((ad) => {
          const store = ad.store;
          const href = store
            ? `/store/${encodeURIComponent(store.slug ?? String(store.id))}?module_id=${String(store.module_id ?? context.moduleId)}`
            : null;
          return (
            <article
              key={ad.id}
              className="bg-card relative flex h-full flex-col overflow-hidden rounded-lg border"
            >
              <CardImage src={assetUrl(ad.cover_image_full_url)} alt="" className="aspect-[16/9]" />
              <div className="flex flex-col gap-1 p-3 text-sm">
                <h3 className="font-semibold">
                  {href ? (
                    <a href={href} className="after:absolute after:inset-0">
                      {ad.title ?? store?.name ?? ""}
                    </a>
                  ) : (
                    (ad.title ?? "")
                  )}
                </h3>
                {ad.description ? (
                  <p className="text-muted-foreground line-clamp-2 text-xs">{ad.description}</p>
                ) : null}
              </div>
            </article>
          );
        })}
      </Row>
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
                href={`/home?data_type=category&name=${encodeURIComponent(condition.name)}&id=${String(condition.id)}&module_id=${String(context.moduleId)}`}
                className="bg-card hover:border-primary inline-flex h-9 items-center rounded-full border px-4 text-sm"
              >
                {condition.name}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState text={t("nothingHere")} />
      )}
    </Section>
  );
}
