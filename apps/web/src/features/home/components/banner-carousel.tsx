"use client";

import type { BannerProps } from "@marketplace/ui";
import { Banner, Carousel, Direction } from "@marketplace/ui";

import { CardLink } from "~/features/catalogue/components/card-links";

/**
 * A banner slider (ui Carousel: autoplay every 4000 ms, about 800 ms per change, loops only with
 * more slides than fit; its slider code loads after the slides are on screen). The first picture is the page's largest paint: loaded eagerly, high priority.
 */
export function BannerCarousel({
  banners,
  label,
  slideLabels,
  slidesPerView,
  slideClassName,
  aspect,
  texts,
  dir,
}: {
  banners: readonly (BannerProps & { key: number | string })[];
  label: string;
  /** 'Banner 1 of 3'... one per slide, translated on the server. */
  slideLabels: readonly string[];
  slidesPerView: number;
  slideClassName: string;
  aspect: BannerProps["aspect"];
  texts: { previous: string; next: string; pause: string; play: string };
  /** The page's direction: the slider moves the other way in right-to-left languages. */
  dir: "ltr" | "rtl";
}) {
  return (
    <Direction.Provider dir={dir}>
      <Carousel
        label={label}
        autoplay
        slidesPerView={slidesPerView}
        slideClassName={slideClassName}
        previousLabel={texts.previous}
        nextLabel={texts.next}
        pauseLabel={texts.pause}
        playLabel={texts.play}
        slideLabel={(position) => slideLabels[position - 1] ?? ""}
        slides={banners.map(({ key, ...banner }, index) => (
          <Banner key={key} {...banner} aspect={aspect} linkAs={CardLink} priority={index === 0} />
        ))}
      />
    </Direction.Provider>
  );
}
