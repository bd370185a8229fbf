import type { LinkComponent } from "../lib/link";
import { cx } from "../lib/cx";
import { imageLoading } from "../lib/image-loading";

type BannerProps = {
  imageUrl: string;
  /** Describes the picture (its offer); used as the link's name. */
  alt: string;
  /** Where the banner goes (link, store or product page). Without it, onSelect is called (quick item view). */
  href?: string;
  onSelect?: () => void;
  /** Width / height, e.g. '3/1' (default) or '2/1'. */
  aspect?: "3/1" | "2/1" | "16/9" | "4/1";
  /** Load eagerly (first banner above the fold). */
  priority?: boolean;
  /** The link element (default `<a>`); e.g. the app's router link. */
  linkAs?: LinkComponent;
  className?: string;
};

const aspects = {
  "3/1": "aspect-[3/1]",
  "2/1": "aspect-[2/1]",
  "16/9": "aspect-video",
  "4/1": "aspect-[4/1]",
} as const;

/** A promotional banner picture that links to its target. */
function Banner({
  imageUrl,
  alt,
  href,
  onSelect,
  aspect = "3/1",
  priority = false,
  linkAs: Link = "a",
  className,
}: BannerProps) {
  const picture = (
    <img src={imageUrl} alt={alt} {...imageLoading(priority)} className="size-full object-cover" />
  );
  const box = cx(
    "bg-muted focus-visible:ring-ring block w-full overflow-hidden rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-offset-2",
    aspects[aspect],
    className,
  );
  if (href !== undefined) {
    return (
      <Link data-slot="banner" href={href} className={box}>
        {picture}
      </Link>
    );
  }
  if (onSelect !== undefined) {
    return (
      <button
        data-slot="banner"
        type="button"
        className={cx(box, "cursor-pointer")}
        onClick={onSelect}
      >
        {picture}
      </button>
    );
  }
  return (
    <div data-slot="banner" className={box}>
      {picture}
    </div>
  );
}

export { Banner };
export type { BannerProps };
