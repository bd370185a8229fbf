import type { ComponentType } from "react";

/**
 * Wraps a component loaded with `next/dynamic` in next-intl's provider; next-intl's client code is
 * downloaded together with the component, so it stays out of every page's first load.
 */
export async function withIntl<P extends object>(
  load: Promise<ComponentType<P>>,
): Promise<ComponentType<P>> {
  const [{ IntlIsland }, Component] = await Promise.all([import("./intl-island"), load]);
  function WithIntl(props: P) {
    return (
      <IntlIsland>
        <Component {...props} />
      </IntlIsland>
    );
  }
  return WithIntl;
}
