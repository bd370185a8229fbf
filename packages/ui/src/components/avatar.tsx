import { Avatar as AvatarPrimitive } from "radix-ui";

import { cn } from "../lib/cn";

type AvatarProps = {
  /** Image URL; when missing or broken the initials show. */
  imageUrl?: string;
  /** The person's or store's name: used as the image's alt text and for the initials. */
  name: string;
  size?: "sm" | "md" | "lg";
  className?: string;
};

const sizes = { sm: "size-8 text-xs", md: "size-10 text-sm", lg: "size-16 text-lg" } as const;

function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join("");
}

/** A round profile picture (user, store logo, delivery person) with initials as fallback. */
function Avatar({ imageUrl, name, size = "md", className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn(
        "bg-muted relative inline-flex shrink-0 overflow-hidden rounded-full",
        sizes[size],
        className,
      )}
    >
      {imageUrl === undefined ? null : (
        <AvatarPrimitive.Image src={imageUrl} alt={name} className="size-full object-cover" />
      )}
      <AvatarPrimitive.Fallback
        role="img"
        aria-label={name}
        className="text-foreground grid size-full place-items-center font-semibold"
      >
        <span aria-hidden="true">{initials(name)}</span>
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

export { Avatar, initials };
export type { AvatarProps };
