import type { ReactNode } from "react";

import { cn } from "../lib/cn";

type EmptyStateProps = {
  title: string;
  text?: string;
  /** An illustration URL; decorative unless imageAlt is given. */
  imageUrl?: string;
  imageAlt?: string;
  /** An icon instead of an image. */
  icon?: ReactNode;
  /** e.g. a 'Continue Shopping' Button. */
  action?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/** Shown when a list is empty: image, title, text and an action ('Your cart is empty'). */
function EmptyState({
  title,
  text,
  imageUrl,
  imageAlt = "",
  icon,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${String(headingLevel)}` as "h2" | "h3" | "h4";
  return (
    <div
      data-slot="empty-state"
      className={cn("flex flex-col items-center gap-3 px-4 py-10 text-center", className)}
    >
      {imageUrl === undefined ? null : (
        <img src={imageUrl} alt={imageAlt} className="size-32 object-contain" loading="lazy" />
      )}
      {icon === undefined ? null : (
        <span aria-hidden="true" className="text-muted-foreground [&_svg]:size-12">
          {icon}
        </span>
      )}
      <Heading className="text-lg font-semibold">{title}</Heading>
      {text === undefined ? null : <p className="text-muted-foreground max-w-sm text-sm">{text}</p>}
      {action}
    </div>
  );
}

export { EmptyState };
export type { EmptyStateProps };
