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

/** The href of the form as the server rendered it (each field's default state). */
function defaultHrefOf(form: HTMLFormElement): string {
  const entries: [string, string][] = [];
  for (const field of form.elements) {
    if (!(field instanceof HTMLSelectElement || field instanceof HTMLInputElement)) continue;
    if (field.disabled || field.name === "") continue;
    if (field instanceof HTMLSelectElement) {
      const options = [...field.options];
      const chosen = options.filter((option) => option.defaultSelected);
      const first = options[0];
      const selected = chosen.length > 0 || field.multiple || !first ? chosen : [first];
      for (const option of selected) entries.push([field.name, option.value]);
    } else {
      const checkable = field.type === "checkbox" || field.type === "radio";
      if (!checkable) entries.push([field.name, field.defaultValue]);
      else if (field.defaultChecked) entries.push([field.name, field.value]);
    }
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
    // A choice made before the page's script ran (a slow connection) had no listener: apply it now.
    if (hrefOf(target) !== defaultHrefOf(target)) apply();
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
