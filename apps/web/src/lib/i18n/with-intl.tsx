import type { ComponentType } from "react";

/**
 * Wraps a component loaded with `next/dynamic` in next-intl's provider; next-intl's client code and the
 * language's on-demand texts are downloaded together with the component, so they stay out of every
 * page's first load (and its HTML).
 */
export async function withIntl<P extends object>(
  load: Promise<ComponentType<P>>,
): Promise<ComponentType<P>> {
  const [{ IntlIsland }, Component] = await Promise.all([
    import("./intl-island").then(async (island) => {
      await island.preloadOnDemandMessages();
      return island;
    }),
    load,
  ]);
  function WithIntl(props: P) {
    return (
      <IntlIsland>
        <Component {...props} />
      </IntlIsland>
    );
  }
  return WithIntl;
}
