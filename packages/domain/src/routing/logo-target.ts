// Single source of truth for where the logo leads (A2): /home, or / on the landing page without a saved location.

/**
 * Logo click goes to /home, or to / when on the landing page with no saved location.
 * @example logoTarget({ pathname: "/", hasLocation: false }) // "/"
 */
export function logoTarget(input: { pathname: string; hasLocation: boolean }): "/" | "/home" {
  return input.pathname === "/" && !input.hasLocation ? "/" : "/home";
}
