"use client";

import NextLink from "next/link";

import type { LinkComponentProps } from "@marketplace/ui";

import { isExternalHref } from "./external-href";

/**
 * The link the design system's cards render (their `linkAs`): next/link without viewport
 * prefetching (a home page holds dozens of card links to pages that are built on demand), external
 * targets in a new tab. The cards themselves stay server components; only this link hydrates.
 */
export function CardLink({ href, children, ...props }: LinkComponentProps) {
  if (isExternalHref(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
      </a>
    );
  }
  return (
    <NextLink href={href} prefetch={false} {...props}>
      {children}
    </NextLink>
  );
}
