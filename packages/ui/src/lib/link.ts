import type { ComponentProps, ComponentType } from "react";

/** Props every link component must accept: a plain anchor's props with a required string href. */
type LinkComponentProps = ComponentProps<"a"> & { href: string };

/**
 * What the cards, tiles and banners render their links with (their `linkAs` prop): a plain `<a>` by
 * default, or the app's router link, e.g. a small client component around next/link. A prop rather
 * than a React context, so the cards stay server components (no hooks) and cost no JavaScript.
 */
type LinkComponent = ComponentType<LinkComponentProps> | "a";

export type { LinkComponent, LinkComponentProps };
