import type { ComponentType } from "react";

/**
 * Wraps a component loaded with `next/dynamic` in the tab's QueryClient (`QueryProvider`); TanStack Query's
 * code is downloaded together with the component, so it stays out of the first load of pages that do not
 * read queries at once. Combine with `withIntl` for parts that also translate:
 * `withIntl(withQueries(import("./x").then((mod) => mod.X)))`.
 */
export async function withQueries<P extends object>(
  load: Promise<ComponentType<P>>,
): Promise<ComponentType<P>> {
  const [{ QueryProvider }, Component] = await Promise.all([import("./query-provider"), load]);
  function WithQueries(props: P) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  }
  return WithQueries;
}
