import type { LinkComponent } from "../lib/link";
import { cn } from "../lib/cn";
import { imageLoading } from "../lib/image-loading";

type BrandTileProps = {
  name: string;
  imageUrl: string;
  href: string;
  /** e.g. '12 products'. */
  productCountText?: string;
  /** The link element (default `<a>`); e.g. the app's router link. */
  linkAs?: LinkComponent;
  /** Above the fold: load the logo at once with high priority. */
  priority?: boolean;
  className?: string;
};

/** A brand: logo, name and product count, linking to its items. */
function BrandTile({
  name,
  imageUrl,
  href,
  productCountText,
  linkAs: Link = "a",
  priority = false,
  className,
}: BrandTileProps) {
  return (
    <Link
      data-slot="brand-tile"
      href={href}
      className={cn(
        "bg-card text-card-foreground focus-visible:ring-ring flex flex-col items-center gap-2 rounded-lg border p-3 text-center transition-shadow outline-none hover:shadow-md focus-visible:ring-2",
        className,
      )}
    >
      <img src={imageUrl} alt="" {...imageLoading(priority)} className="size-16 object-contain" />
      <span className="line-clamp-1 text-sm font-semibold">{name}</span>
      {productCountText === undefined ? null : (
        <span className="text-muted-foreground text-xs">{productCountText}</span>
      )}
    </Link>
  );
}

export { BrandTile };
export type { BrandTileProps };
