"use client";

import type { MouseEvent, ReactNode } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";

import { SIGN_IN_HREF } from "../lib/auth-link";
import { authHref } from "../lib/auth-param";

/**
 * The header's Sign In link. Server-rendered as `?auth=sign-in` (works before hydration and without
 * JavaScript); once hydrated, a plain click keeps the page's other query parameters (a listing's filters,
 * the checkout's `page`), so closing or finishing the sign-in returns to the same page state.
 */
export function SignInLink({ className, children }: { className: string; children: ReactNode }) {
  const router = useRouter();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.push(authHref(new URL(window.location.href), true), { scroll: false });
  };
  return (
    <Link href={SIGN_IN_HREF} prefetch={false} scroll={false} className={className} onClick={open}>
      {children}
    </Link>
  );
}
