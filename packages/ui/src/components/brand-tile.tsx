import { cn } from "../lib/cn";
import { UiLink } from "../lib/link-context";

type BrandTileProps = {
  name: string;
  imageUrl: string;
  href: string;
  /** e.g. '12 products'. */
  productCountText?: string;
  className?: string;
};

/** A brand: logo, name and product count, linking to its items. */
function BrandTile({ name, imageUrl, href, productCountText, className }: BrandTileProps) {
  return (
    <UiLink
      data-slot="brand-tile"
      href={href}
      className={cn(
        "bg-card text-card-foreground focus-visible:ring-ring flex flex-col items-center gap-2 rounded-lg border p-3 text-center transition-shadow outline-none hover:shadow-md focus-visible:ring-2",
        className,
      )}
    >
      <img src={imageUrl} alt="" loading="lazy" className="size-16 object-contain" />
      <span className="line-clamp-1 text-sm font-semibold">{name}</span>
      {productCountText === undefined ? null : (
        <span className="text-muted-foreground text-xs">{productCountText}</span>
      )}
    </UiLink>
  );
}

export { BrandTile };
export type { BrandTileProps };
