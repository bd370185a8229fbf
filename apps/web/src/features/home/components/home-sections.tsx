import type { ReactElement } from "react";

import type { ModuleType } from "@marketplace/domain";

import type { FoldProps } from "./section";
import { BannersSection, PromotionalBannerSection } from "./banner-sections";
import {
  BrandsSection,
  CategoriesSection,
  CommonConditionsSection,
} from "./category-brand-sections";
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
  CampaignsSection,
  CouponsSection,
  FlashSaleSection,
} from "./promo-sections";
import {
  BestStoreNearbySection,
  FeaturedStoresSection,
  NewArrivalRestaurantsSection,
  PopularStoresSection,
  TopOffersSection,
  VisitAgainSection,
} from "./store-sections";

/**
 * Sections the API fills for signed-in customers only (by their key in `sectionsFor`): personal, so
 * never rendered into a shared cache (`SharedSection`).
 */
const signedInOnly = new Set(["visit-again", "visited", "coupons"]);

/** Whether a section (by its key) is the visitor's own rather than the catalogue's. */
export function isPersonalSection(key: string): boolean {
  return signedInOnly.has(key);
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

/**
 * The sections a visitor sees on a module's home page, in order: the signed-in-only ones are left
 * out for guests (the API answers them to customers only). Each element's key names its section.
 */
export function homeSections(moduleType: ModuleType, signedIn: boolean): ReactElement<FoldProps>[] {
  return sectionsFor(moduleType).filter(
    (section) => signedIn || !signedInOnly.has(String(section.key)),
  );
}
