import type { ComponentProps, ComponentType, ReactNode } from "react";
import { createContext, createElement, useContext } from "react";

/** Props every link component must accept: a plain anchor's props with a required string href. */
type LinkComponentProps = ComponentProps<"a"> & { href: string };
type LinkComponent = ComponentType<LinkComponentProps> | "a";

const LinkContext = createContext<LinkComponent>("a");

/**
 * Lets the app render the package's links (cards, tiles, banners) with its router link, e.g.
 * `<LinkProvider component={NextLink}>`. Without a provider they are plain `<a>` elements.
 */
function LinkProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** A link rendered with the app's link component (see LinkProvider). */
function UiLink(props: LinkComponentProps) {
  return createElement(useContext(LinkContext), props);
}

export { LinkProvider, UiLink };
export type { LinkComponent, LinkComponentProps };
