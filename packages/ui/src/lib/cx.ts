import type { ClassValue } from "clsx";
import { clsx } from "clsx";

/**
 * Joins class names without tailwind-merge, for client components: tailwind-merge (~8.5 kB gzip) would
 * otherwise be in the first load of every page that shows one of them. Callers pass classes that add to
 * the component's own (placement, height), not ones that conflict with them.
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
