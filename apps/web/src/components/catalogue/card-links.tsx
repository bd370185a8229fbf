"use client";

import type { ReactNode } from "react";
import NextLink from "next/link";

import type { LinkComponentProps } from "@marketplace/ui";
import { LinkProvider } from "@marketplace/ui";

import { isExternalHref } from "./external-href";

/**
 * The link the design system's cards render: next/link without viewport prefetching (a home page
 * holds dozens of card links to pages that are built on demand), external targets in a new tab.
 */
function CardLink({ href, children, ...props }: LinkComponentProps) {
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

/** Gives every ui card, tile and banner below it the app's router link. */
export function CardLinks({ children }: { children: ReactNode }) {
  return <LinkProvider component={CardLink}>{children}</LinkProvider>;
}
