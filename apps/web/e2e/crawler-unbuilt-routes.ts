/**
 * Routes the storefront links to that an open issue has not built yet, with that issue. The crawler does not
 * follow links to them and prints where they are linked from; a separate test fails as soon as one of them
 * answers anything but 404, so a route leaves this list the day it is built. Every other 404 or 5xx fails the
 * crawl. This list only shrinks.
 */
export const unbuiltRoutes: Record<string, string> = {};

/**
 * Route families an open issue has not built yet: every path under the prefix is treated as above, and the
 * probe (a seeded entity's URL) must still answer 404.
 */
export const unbuiltPrefixes: Record<string, { issue: string; probe: string }> = {};
