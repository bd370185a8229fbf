import type { LinkComponent } from "../lib/link";
import { cn } from "../lib/cn";
import { imageLoading } from "../lib/image-loading";

type CategoryTileProps = {
  name: string;
  imageUrl: string;
  href: string;
  /** Highlights the chosen category in a side panel or menu. */
  selected?: boolean;
  /** The link element (default `<a>`); e.g. the app's router link. */
  linkAs?: LinkComponent;
  /** Above the fold: load the picture at once with high priority (the page's largest paint). */
  priority?: boolean;
  className?: string;
};

/** A category: round picture and name, linking to its listing. */
function CategoryTile({
  name,
  imageUrl,
  href,
  selected = false,
  linkAs: Link = "a",
  priority = false,
  className,
}: CategoryTileProps) {
  return (
    <Link
      data-slot="category-tile"
      href={href}
      aria-current={selected ? "true" : undefined}
      className={cn(
        "group focus-visible:ring-ring flex w-24 flex-col items-center gap-2 rounded-lg p-1 text-center outline-none focus-visible:ring-2",
        className,
      )}
    >
      <span
        className={cn(
          "bg-primary-soft group-hover:border-primary grid size-20 place-items-center overflow-hidden rounded-full border-2 border-transparent transition-colors",
          selected && "border-primary",
        )}
      >
        <img src={imageUrl} alt="" {...imageLoading(priority)} className="size-full object-cover" />
      </span>
      <span className="line-clamp-2 text-xs font-medium">{name}</span>
    </Link>
  );
}

export { CategoryTile };
export type { CategoryTileProps };
