import type { TileProps } from "./to-card-props";
import { CardImage } from "./card-image";

/** A category, brand or campaign tile: image and name, the whole tile is the link. */
export function Tile({
  tile,
  countLabel,
  wide = false,
}: {
  tile: TileProps;
  countLabel?: string;
  wide?: boolean;
}) {
  return (
    <a
      href={tile.href}
      className="bg-card text-card-foreground hover:border-primary focus-visible:ring-ring flex h-full flex-col items-center gap-2 overflow-hidden rounded-lg border p-2 text-center text-sm"
    >
      <CardImage
        src={tile.image}
        alt=""
        className={wide ? "aspect-[2/1] rounded-md" : "rounded-md"}
        sizes="160px"
      />
      <span className="line-clamp-1 font-medium">{tile.name}</span>
      {countLabel ? <span className="text-muted-foreground text-xs">{countLabel}</span> : null}
    </a>
  );
}
