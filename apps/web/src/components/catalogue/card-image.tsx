import Image from "next/image";

import { cn } from "@marketplace/ui";

/** A fixed-ratio image box (no layout shift); a neutral placeholder when there is no image. */
export function CardImage({
  src,
  alt,
  className,
  priority = false,
  sizes = "(max-width: 640px) 50vw, 240px",
}: {
  src: string | null;
  alt: string;
  className?: string;
  priority?: boolean;
  sizes?: string;
}) {
  return (
    <div className={cn("bg-muted relative aspect-square w-full overflow-hidden", className)}>
      {src ? (
        <Image
          src={src}
          alt={alt}
          fill
          unoptimized
          priority={priority}
          sizes={sizes}
          className="object-cover"
        />
      ) : null}
    </div>
  );
}
