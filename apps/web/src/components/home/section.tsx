import type { ReactNode } from "react";

import { cn } from "@marketplace/ui";

interface SectionProps {
  id: string;
  title: string;
  subtitle?: string;
  viewAll?: { href: string; label: string } | undefined;
  children: ReactNode;
  className?: string;
}

/** A home-page section: a heading (labelling the region), an optional View all link and its content. */
export function Section({ id, title, subtitle, viewAll, children, className }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <section
      aria-labelledby={headingId}
      data-section={id}
      className={cn("flex flex-col gap-3", className)}
    >
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-xl font-bold tracking-tight">
            {title}
          </h2>
          {subtitle ? <p className="text-muted-foreground text-sm">{subtitle}</p> : null}
        </div>
        {viewAll ? (
          <a
            href={viewAll.href}
            className="text-primary shrink-0 text-sm font-medium underline-offset-4 hover:underline"
          >
            {viewAll.label}
          </a>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** A horizontally scrolling row (scroll snap, no script); each child is one card. */
export function Row({
  children,
  itemClassName,
  label,
}: {
  children: ReactNode[];
  itemClassName?: string;
  label: string;
}) {
  return (
    <ul
      aria-label={label}
      className="-mx-4 flex snap-x snap-mandatory [scrollbar-width:thin] gap-3 overflow-x-auto px-4 pb-2"
    >
      {children.map((child, index) => (
        <li key={index} className={cn("w-40 shrink-0 snap-start sm:w-48", itemClassName)}>
          {child}
        </li>
      ))}
    </ul>
  );
}

/** A responsive grid of cards. */
export function Grid({
  children,
  className,
  label,
}: {
  children: ReactNode[];
  className?: string;
  label: string;
}) {
  return (
    <ul
      aria-label={label}
      className={cn("grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5", className)}
    >
      {children.map((child, index) => (
        <li key={index}>{child}</li>
      ))}
    </ul>
  );
}

/** The empty state of a section. */
export function EmptyState({ text }: { text: string }) {
  return (
    <p role="status" className="bg-muted text-muted-foreground rounded-lg p-6 text-center text-sm">
      {text}
    </p>
  );
}

/** The loading skeleton of a section: same height as its content, so nothing shifts when it arrives. */
export function SectionSkeleton({ cards = 5, tall = false }: { cards?: number; tall?: boolean }) {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      <div className="bg-muted h-7 w-48 animate-pulse rounded-md" />
      <div className="flex gap-3 overflow-hidden">
        {Array.from({ length: cards }, (_, index) => (
          <div
            key={index}
            className={cn(
              "bg-muted w-40 shrink-0 animate-pulse rounded-lg sm:w-48",
              tall ? "h-64" : "h-48",
            )}
          />
        ))}
      </div>
    </div>
  );
}
