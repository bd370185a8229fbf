/**
 * The attribute a render puts on what it shows in place of data it could not load (a section's
 * "could not be loaded", a frame without its site data): such a page is one visitor's bad moment, and the
 * page cache must not hand it to everyone of the scope for 30 s after the API is back.
 */
export const DEGRADED_RENDER_ATTRIBUTE = "data-degraded-render";

/** Props that mark an element as a degraded part of the render. */
export const degradedRenderProps = { [DEGRADED_RENDER_ATTRIBUTE]: "" } as const;

/**
 * Whether a rendered page shows a failure: a marked part, or a Suspense boundary whose content threw while
 * it streamed (React writes the error's digest as `data-dgst` on the boundary's template).
 */
export function isDegradedRender(html: string): boolean {
  return html.includes(`${DEGRADED_RENDER_ATTRIBUTE}=`) || html.includes(" data-dgst=");
}
