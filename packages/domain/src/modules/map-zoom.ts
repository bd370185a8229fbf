// Single source of truth for the location picker map zoom (D9): 1 to 21, default 17, or 9 with a service-area polygon.

export const MIN_MAP_ZOOM = 1;
export const MAX_MAP_ZOOM = 21;

/**
 * Map zoom limited to 1 to 21 (NaN falls back to the default 17).
 * @example clampMapZoom(25) // 21
 */
export function clampMapZoom(zoom: number): number {
  if (Number.isNaN(zoom)) return defaultMapZoom(false);
  return Math.min(MAX_MAP_ZOOM, Math.max(MIN_MAP_ZOOM, zoom));
}

/**
 * Default zoom 17, or 9 when a service-area polygon is shown.
 * @example defaultMapZoom(true) // 9
 */
export function defaultMapZoom(showsServiceArea: boolean): number {
  return showsServiceArea ? 9 : 17;
}
