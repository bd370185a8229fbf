"use client";

import type { ComponentType } from "react";
import { lazy, Suspense } from "react";

import type { ReviewFormsProps } from "./review-forms";
import { withIntl } from "~/lib/i18n/with-intl";
import { withQueries } from "~/lib/query/with-queries";
import { useHydrated } from "~/lib/ui/use-hydrated";

/** The forms (SDK mutations, TanStack Query): downloaded after the page, on the client only. */
const ReviewForms = lazy(async (): Promise<{ default: ComponentType<ReviewFormsProps> }> => ({
  default: await withIntl(
    withQueries(import("./review-forms").then((module) => module.ReviewForms)),
  ),
}));

/** The review forms of a delivered order; the server and the hydration render the loading text. */
export function ReviewFormsLoader({
  loadingText,
  ...props
}: ReviewFormsProps & { loadingText: string }) {
  const hydrated = useHydrated();
  const fallback = (
    <p role="status" className="bg-muted text-muted-foreground rounded-xl p-6 text-center text-sm">
      {loadingText}
    </p>
  );
  if (!hydrated) return fallback;
  return (
    <Suspense fallback={fallback}>
      <ReviewForms {...props} />
    </Suspense>
  );
}
