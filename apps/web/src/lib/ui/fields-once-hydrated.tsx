"use client";

import type { ReactNode } from "react";

import { useHydrated } from "./use-hydrated";

/**
 * A server-rendered form's controls, disabled until the page has hydrated. Before that React is not
 * listening: what a visitor typed or chose would show in a field but never reach the form's state
 * ("Name is required" under a filled name), and Submit would send the form natively, its fields (a
 * password too) in the URL of a GET to the same page. A form that renders after hydration (in a dialog)
 * is enabled from its first render. `display: contents` by default, so the form's own layout holds.
 */
export function FieldsOnceHydrated({
  children,
  className = "contents",
  testId,
}: {
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className={className} data-testid={testId}>
      {children}
    </fieldset>
  );
}
