import type { BannerProps } from "~/components/catalogue/to-card-props";
import { CardImage } from "~/components/catalogue/card-image";

/** A banner; clickable according to the banner click rules (see `toBannerProps`). */
export function BannerCard({
  banner,
  priority = false,
}: {
  banner: BannerProps;
  priority?: boolean;
}) {
  const image = (
    <CardImage
      src={banner.image}
      alt={banner.title}
      className="aspect-[2/1] rounded-lg"
      priority={priority}
      sizes="(max-width: 640px) 90vw, 480px"
    />
  );
  if (!banner.href) return image;
  if (banner.external) {
    return (
      <a
        href={banner.href}
        rel="noopener noreferrer"
        target="_blank"
        className="focus-visible:ring-ring block rounded-lg"
      >
        {image}
      </a>
    );
  }
  return (
    <a href={banner.href} className="focus-visible:ring-ring block rounded-lg">
      {image}
    </a>
  );
}
