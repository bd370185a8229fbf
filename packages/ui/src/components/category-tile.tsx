import { cn } from "../lib/cn";
import { UiLink } from "../lib/link-context";

type CategoryTileProps = {
  name: string;
  imageUrl: string;
  href: string;
  /** Highlights the chosen category in a side panel or menu. */
  selected?: boolean;
  className?: string;
};

/** A category: round picture and name, linking to its listing. */
function CategoryTile({ name, imageUrl, href, selected = false, className }: CategoryTileProps) {
  return (
    <UiLink
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
        <img src={imageUrl} alt="" loading="lazy" className="size-full object-cover" />
      </span>
      <span className="line-clamp-2 text-xs font-medium">{name}</span>
    </UiLink>
  );
}

export { CategoryTile };
export type { CategoryTileProps };
