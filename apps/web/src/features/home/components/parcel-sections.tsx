import { getTranslations } from "next-intl/server";

import {
  getParcelCategories,
  getPromotionalBanners,
  getVideoContent,
  getWhyChoose,
} from "@marketplace/api-client";
import { Banner } from "@marketplace/ui";

import type { FoldProps } from "./section";
import { PLACEHOLDER_IMAGE } from "~/features/catalogue/components/placeholder-image";
import { assetUrl } from "~/lib/asset-url";
import { BannerCarousel } from "./banner-carousel";
import { sliderTexts } from "./banner-sections";
import { attempt, getHomeContext } from "./home-context";
import { Grid, Row, Section, SectionBody, SectionEmpty, SectionUnavailable } from "./section";

/** 'We Deliver Everything' / 'What are you wish to send?': the parcel categories. */
export async function ParcelCategoriesSection() {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations("home.parcel");
  const categories = await attempt("parcel categories", getParcelCategories(context.client));
  return (
    <Section id="parcel-categories" title={t("weDeliver")} subtitle={t("whatToSend")}>
      {categories && categories.length > 0 ? (
        <Grid label={t("whatToSend")} className="lg:grid-cols-4">
          {categories.map((category) => (
            <a
              key={category.id}
              href={`/parcel-delivery-info?category=${String(category.id)}`}
              className="bg-card hover:border-primary focus-visible:ring-ring flex h-full items-center gap-3 rounded-lg border p-3"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a plain picture: next/image would add its client code to the page's first load */}
              <img
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
                src={assetUrl(category.image_full_url) ?? PLACEHOLDER_IMAGE}
                alt=""
                className="bg-muted size-16 shrink-0 rounded-md object-cover"
              />
              <span className="flex flex-col">
                <span className="font-semibold">{category.name}</span>
                {category.description ? (
                  <span className="text-muted-foreground line-clamp-2 text-xs">
                    {category.description}
                  </span>
                ) : null}
              </span>
            </a>
          ))}
        </Grid>
      ) : categories === null ? (
        <SectionUnavailable />
      ) : (
        <SectionEmpty text={t("whatToSend")} />
      )}
    </Section>
  );
}

/** The parcel promotional banner slider (`other-banners` answers `{ banners }` for parcel). */
export async function ParcelPromoSection() {
  const context = await getHomeContext();
  if (!context) return null;
  const data = await attempt("parcel banners", getPromotionalBanners(context.client));
  const banners = (data?.banners ?? []).flatMap((banner, index) => {
    const image = assetUrl(banner.value_full_url);
    return image ? [{ key: banner.id ?? index, imageUrl: image, alt: banner.title ?? "" }] : [];
  });
  if (banners.length === 0) return null;
  const slider = await sliderTexts(banners.length);
  return (
    <section aria-label={slider.label} data-section="parcel-banners">
      <BannerCarousel
        banners={banners}
        slidesPerView={2}
        slideClassName="basis-[85%] sm:basis-1/2"
        aspect="2/1"
        {...slider}
      />
    </section>
  );
}

export async function WhyChooseSection({ fold }: FoldProps) {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations("home.parcel");
  const data = await attempt("why choose", getWhyChoose(context.client));
  const entries = data?.banners ?? [];
  if (entries.length === 0) return null;
  return (
    <Section id="why-choose" title={t("whyChoose")}>
      <SectionBody fold={fold} kind="tiles">
        <Row label={t("whyChoose")} itemClassName="w-64">
          {entries.map((entry, index) => (
            <article
              key={entry.id ?? index}
              className="bg-card flex h-full flex-col items-center gap-2 rounded-lg border p-4 text-center"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a plain picture: next/image would add its client code to the page's first load */}
              <img
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
                src={assetUrl(entry.image_full_url) ?? PLACEHOLDER_IMAGE}
                alt=""
                className="bg-muted size-16 rounded-full object-cover"
              />
              <h3 className="font-semibold">{entry.title}</h3>
              {entry.short_description ? (
                <p className="text-muted-foreground text-sm">{entry.short_description}</p>
              ) : null}
            </article>
          ))}
        </Row>
      </SectionBody>
    </Section>
  );
}

/** 'Easiest way to get services': a video (or image) with its three steps. */
export async function VideoBlockSection() {
  const context = await getHomeContext();
  if (!context) return null;
  const t = await getTranslations("home.parcel");
  const data = await attempt("video content", getVideoContent(context.client));
  if (!data) return null;
  const contents = (data.banner_contents ?? []).map((value) =>
    typeof value === "string" ? value : "",
  );
  const steps = [0, 1, 2].map((index) => ({
    title: contents[index * 2] ?? "",
    description: contents[index * 2 + 1] ?? "",
  }));
  const video =
    data.banner_type === "video" || data.banner_type === "video_content"
      ? assetUrl(data.banner_video_content_full_url)
      : null;
  const image = assetUrl(data.banner_image_full_url);
  const title = data.section_title ?? t("easiestWay");
  return (
    <Section id="video-block" title={title}>
      <div className="grid gap-4 md:grid-cols-2">
        {video ? (
          // The API sends no caption file for this promotional clip; its steps are written out beside it.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video
            controls
            preload="none"
            poster={image ?? undefined}
            className="bg-muted aspect-video w-full rounded-lg"
          >
            <source src={video} />
          </video>
        ) : (
          <Banner imageUrl={image ?? PLACEHOLDER_IMAGE} alt="" aspect="16/9" />
        )}
        <ol className="flex flex-col gap-3">
          {steps.map((step, index) => (
            <li key={index} className="bg-card flex gap-3 rounded-lg border p-3">
              <span
                aria-hidden="true"
                className="bg-primary text-primary-foreground flex size-8 shrink-0 items-center justify-center rounded-full font-bold"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">{step.title || t("step", { number: index + 1 })}</h3>
                {step.description ? (
                  <p className="text-muted-foreground text-sm">{step.description}</p>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
