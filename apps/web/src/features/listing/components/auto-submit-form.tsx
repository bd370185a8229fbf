"use client";

import type { ReactNode } from "react";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";

import { listingFormHref } from "../listing-params";

function hrefOf(form: HTMLFormElement): string {
  const entries: [string, string][] = [];
  for (const [key, value] of new FormData(form)) {
    if (typeof value === "string") entries.push([key, value]);
  }
  return listingFormHref(entries);
}

/**
 * A listing form (sort, filters) that is a plain GET form to `/home` before any script, and with one
 * applies each choice as it is made (a checkbox, a radio, a released slider, a sort), as a new history entry.
 */
export function AutoSubmitForm({
  children,
  className,
  label,
}: {
  children: ReactNode;
  className?: string;
  label: string;
}) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const target = form.current;
    if (!target) return;
    // `change` (not React's per-keystroke onChange): a slider applies once, when it is released.
    const apply = () => {
      router.push(hrefOf(target), { scroll: false });
    };
    target.addEventListener("change", apply);
    return () => {
      target.removeEventListener("change", apply);
    };
  }, [router]);

  return (
    <form
      ref={form}
      action="/home"
      method="get"
      aria-label={label}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        router.push(hrefOf(event.currentTarget), { scroll: false });
      }}
    >
      {children}
    </form>
  );
}
