import type { BannerProps } from "@marketplace/ui";
import { Banner, Carousel } from "@marketplace/ui";

import { QuickViewArea } from "~/features/catalogue/components/card-actions";
import { CardLink } from "~/features/catalogue/components/card-links";

/**
 * A banner slider (ui Carousel: autoplay every 4000 ms, about 800 ms per change, loops only with
 * more slides than fit). Rendered on the server: the slides are in the page's HTML as a scroll-snap
 * track, only the carousel's buttons are a client island, and its slider code loads when the carousel
 * is in view or wanted. The first picture is the page's largest paint: loaded eagerly, high priority.
 */
export function BannerCarousel({
  banners,
  label,
  slideLabels,
  slidesPerView,
  slideClassName,
  aspect,
  texts,
}: {
  /** `quickViewItemId`: the banner opens that item's dialog (its link stays as the fallback). */
  banners: readonly (BannerProps & { key: number | string; quickViewItemId?: number })[];
  label: string;
  /** 'Banner 1 of 3'... one per slide. */
  slideLabels: readonly string[];
  slidesPerView: number;
  slideClassName: string;
  aspect: BannerProps["aspect"];
  texts: { previous: string; next: string; pause: string; play: string };
}) {
  return (
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
      slides={banners.map(({ key, quickViewItemId, ...banner }, index) => {
        const slide = (
          <Banner key={key} {...banner} aspect={aspect} linkAs={CardLink} priority={index === 0} />
        );
        return quickViewItemId === undefined ? (
          slide
        ) : (
          <QuickViewArea key={key} itemId={quickViewItemId}>
            {slide}
          </QuickViewArea>
        );
      })}
    />
  );
}
