import type { ReactElement, ReactNode } from "react";
import { cloneElement, Suspense } from "react";
import { getTranslations } from "next-intl/server";

import { homeHeadline } from "@marketplace/domain";

import type { FoldProps } from "./section";
import type { ModuleType } from "~/lib/preferences/parse-preferences";
import {
  BasicMedicineSection,
  BestReviewedSection,
  NewArrivalsSection,
  PopularItemsSection,
  RecommendedSection,
  SpecialOfferSection,
} from "./item-sections";
import {
  ParcelCategoriesSection,
  ParcelPromoSection,
  VideoBlockSection,
  WhyChooseSection,
} from "./parcel-sections";
import {
  AdvertisementsSection,
  BannersSection,
  BrandsSection,
  CampaignsSection,
  CategoriesSection,
  CommonConditionsSection,
  CouponsSection,
  FlashSaleSection,
  PromotionalBannerSection,
} from "./promo-sections";
import { SectionSkeleton } from "./section";
import {
  BestStoreNearbySection,
  FeaturedStoresSection,
  NewArrivalRestaurantsSection,
  PopularStoresSection,
  TopOffersSection,
  VisitAgainSection,
} from "./store-sections";
import { TrackParcelButton } from "./track-parcel-button";

/**
 * Sections in the first screen of a phone (the headline and about two sections): their cards are
 * rendered at once; the cards of the sections after them mount as they come near the viewport.
 */
export const FIRST_SCREEN_SECTIONS = 2;

/** Sections the API fills for signed-in customers only (by their key in `sectionsFor`). */
const signedInOnly = new Set(["visit-again", "visited", "coupons"]);

/** Streams one section: its skeleton first, then the section when its data arrives. */
function Slot({ children }: { children: ReactNode }) {
  return <Suspense fallback={<SectionSkeleton />}>{children}</Suspense>;
}

/** The sections of each module's home page, in the spec's order (D §2 "Home-page layouts"). */
function sectionsFor(moduleType: ModuleType): ReactElement<FoldProps>[] {
  switch (moduleType) {
    case "grocery":
      return [
        <CategoriesSection key="categories" />,
        <VisitAgainSection key="visit-again" />,
        <AdvertisementsSection key="ads" title="advertisement" />,
        <PopularItemsSection key="popular" />,
        <SpecialOfferSection key="special" />,
        <FlashSaleSection key="flash" />,
        <TopOffersSection key="top-offers" />,
        <FeaturedStoresSection key="featured-stores" />,
        <BestReviewedSection key="best-reviewed" withCategoryMenu={false} />,
        <CampaignsSection key="campaigns" />,
        <RecommendedSection key="recommended" />,
        <CouponsSection key="coupons" />,
        <PromotionalBannerSection key="bottom" slot="bottom_section_banner" />,
      ];
    case "pharmacy":
      return [
        <CategoriesSection key="categories" />,
        <VisitAgainSection key="visit-again" />,
        <BasicMedicineSection key="basic-medicine" />,
        <TopOffersSection key="top-offers" />,
        <FeaturedStoresSection key="featured-stores" />,
        <CommonConditionsSection key="conditions" />,
      ];
    case "ecommerce":
      return [
        <BannersSection key="banners" />,
        <VisitAgainSection key="visited" />,
        <PopularItemsSection key="popular" />,
        <TopOffersSection key="top-offers" />,
        <PromotionalBannerSection key="promo" slot="promotional_banner" />,
        <PopularStoresSection key="popular-stores" />,
        <BestReviewedSection key="best-reviewed" withCategoryMenu />,
        <NewArrivalsSection key="new-arrivals" />,
        <CategoriesSection key="featured-categories" featured />,
        <BrandsSection key="brands" />,
        <PromotionalBannerSection key="bottom" slot="bottom_section_banner" />,
      ];
    case "food":
      return [
        <BannersSection key="banners" />,
        <VisitAgainSection key="visited" />,
        <SpecialOfferSection key="special" />,
        <TopOffersSection key="top-offers" />,
        <BestReviewedSection key="best-reviewed" withCategoryMenu={false} />,
        <CategoriesSection key="featured-categories" featured />,
        <NewArrivalRestaurantsSection key="new-restaurants" />,
        <BestStoreNearbySection key="best-store" />,
        <AdvertisementsSection key="highlights" title="highlights" />,
      ];
    case "parcel":
      return [
        <ParcelCategoriesSection key="parcel-categories" />,
        <ParcelPromoSection key="parcel-banners" />,
        <WhyChooseSection key="why-choose" />,
        <VideoBlockSection key="video" />,
      ];
  }
}

/** A module's home page: its headline, then its sections streamed one by one. */
export async function ModuleHome({
  moduleType,
  moduleName,
  signedIn,
}: {
  moduleType: ModuleType;
  moduleName: string;
  signedIn: boolean;
}) {
  const td = await getTranslations("domain");
  const headline = homeHeadline(moduleType);
  // Visit again and coupons are answered to signed-in customers only: a guest's first screen
  // holds the sections after them. The first-screen sections are awaited in the page's first HTML
  // (their pictures, the largest paint among them, start loading with the document); the later
  // ones stream in, each behind its skeleton.
  const sections = sectionsFor(moduleType)
    .filter((section) => signedIn || !signedInOnly.has(String(section.key)))
    .map((section, index) => cloneElement(section, { belowFold: index >= FIRST_SCREEN_SECTIONS }));
  const firstScreen = sections.slice(0, FIRST_SCREEN_SECTIONS);
  const rest = sections.slice(FIRST_SCREEN_SECTIONS);
  return (
    <main id="main" className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-6 lg:ps-20">
      <header className="flex flex-col gap-3">
        <p className="text-primary text-sm font-semibold tracking-wide uppercase">{moduleName}</p>
        <h1 className="text-2xl font-bold tracking-tight md:text-4xl" data-testid="module-headline">
          {headline ? td(headline) : null}
        </h1>
        {moduleType === "parcel" ? (
          <div>
            <TrackParcelButton signedIn={signedIn} />
          </div>
        ) : null}
      </header>
      {firstScreen}
      {rest.map((section, index) => (
        <Slot key={index}>{section}</Slot>
      ))}
    </main>
  );
}
