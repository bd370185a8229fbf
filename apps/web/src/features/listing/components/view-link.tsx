"use client";

import type { ReactNode } from "react";
import NextLink from "next/link";
import { useSearchParams } from "next/navigation";

import { pageHref, shownPageOf } from "../page-href";

/**
 * A grid or list view link: the listing in that view with the pages shown so far — the URL's page, which
 * infinite scroll moves as it loads (a link built with the first rendered page would drop the pages
 * scrolled through).
 */
export function ViewLink({
  query,
  label,
  current,
  children,
}: {
  /** The listing's URL query in this view, without the page. */
  query: string;
  label: string;
  current: boolean;
  /** The view's icon. */
  children: ReactNode;
}) {
  const page = shownPageOf(useSearchParams().get("page"));
  return (
    <NextLink
      href={pageHref(query, page)}
      scroll={false}
      prefetch={false}
      aria-label={label}
      aria-current={current ? "true" : undefined}
      // Plain strings: the kit's class merger (tailwind-merge) would join the listing's first load.
      className={`grid size-10 place-items-center rounded-md border ${
        current ? "bg-primary text-primary-foreground border-primary" : "hover:bg-muted"
      }`}
    >
      {children}
    </NextLink>
  );
}
