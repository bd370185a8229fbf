import type { ReactNode } from "react";
import NextLink from "next/link";

import { buttonVariants, cn, EmptyState } from "@marketplace/ui";

/** A catalogue page's main landmark with its heading. */
export function PageMain({
  title,
  subtitle,
  children,
  className,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <main
      id="main"
      className={cn("mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6", className)}
    >
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
        {subtitle ? <p className="text-muted-foreground text-sm">{subtitle}</p> : null}
      </header>
      {children}
    </main>
  );
}

/** A responsive grid of cards, one list item each. */
export function CardGrid({
  children,
  label,
  kind = "items",
}: {
  children: ReactNode[];
  label: string;
  kind?: "items" | "stores" | "tiles";
}) {
  return (
    <ul
      aria-label={label}
      className={cn(
        "grid gap-3",
        kind === "items" && "grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6",
        kind === "stores" && "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4",
        kind === "tiles" && "grid-cols-3 sm:grid-cols-4 md:grid-cols-6 lg:grid-cols-8",
      )}
    >
      {children.map((child, index) => (
        <li key={index} className="min-w-0">
          {child}
        </li>
      ))}
    </ul>
  );
}

/** The next page as a plain link (works before any script; keeps the scroll position with a script). */
export function LoadMoreLink({ href, label }: { href: string; label: string }) {
  return (
    <div className="flex justify-center">
      <NextLink
        href={href}
        scroll={false}
        prefetch={false}
        className={buttonVariants({ variant: "outline" })}
      >
        {label}
      </NextLink>
    </div>
  );
}

/** An empty list with the spec's wording. */
export function EmptyList({ title }: { title: string }) {
  return <EmptyState title={title} headingLevel={2} className="py-10" />;
}

/**
 * A URL of the current page with some query parameters changed (null removes one).
 * @example withParams("/store/x", { q: "milk" }, { page: null }) // "/store/x?q=milk"
 */
export function withParams(
  path: string,
  current: Record<string, string | undefined>,
  changes: Record<string, string | null>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...current, ...changes })) {
    if (value !== null && value !== undefined && value !== "") params.set(key, value);
  }
  const text = params.toString();
  return text === "" ? path : `${path}?${text}`;
}

/** One module's part of a page shown without a module (a crawler): headed by the module's name. */
export function ModuleSection({
  id,
  title,
  children,
}: {
  id: number;
  title: string;
  children: ReactNode;
}) {
  const headingId = `module-${String(id)}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
