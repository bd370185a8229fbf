import { getTranslations } from "next-intl/server";

import { getBanners, getPromotionalBanners } from "@marketplace/api-client";
import { bannerSlidesPerView } from "@marketplace/domain";
import { Banner } from "@marketplace/ui";

import type { FoldProps } from "./section";
import {
  toBannerProps,
  toCampaignBannerProps,
} from "~/features/catalogue/components/to-banner-props";
import { assetUrl } from "~/lib/asset-url";
import { BannerCarousel } from "./banner-carousel";
import { attempt, getHomeContext } from "./home-context";
import { SectionBody } from "./section";

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
