import { getTranslations } from "next-intl/server";

import { getBrands, getCategories, getConditions } from "@marketplace/api-client";
import { FEATURED_BRANDS_LIMIT, listingHref, orderCategories } from "@marketplace/domain";
import { BrandTile, CategoryTile } from "@marketplace/ui";

import type { FoldProps } from "./section";
import { CardLink } from "~/features/catalogue/components/card-links";
import { getCardTexts } from "~/features/catalogue/components/card-texts";
import {
  toBrandTileProps,
  toCategoryTileProps,
} from "~/features/catalogue/components/to-tile-props";
import { attempt, getHomeContext } from "./home-context";
import {
  Grid,
  isPriorityPicture,
  Row,
  Section,
  SectionBody,
  SectionEmpty,
  SectionUnavailable,
} from "./section";

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
