/**
 * A CSS custom property of the page's root (the theme's colours, for canvases such as the maps that cannot
 * read CSS), or `fallback` when it is not set. Browser only.
 */
export function cssVar(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value === "" ? fallback : value;
}
