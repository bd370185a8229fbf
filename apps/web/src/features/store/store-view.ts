import type { ModuleType } from "@marketplace/domain";
import { moduleTypes } from "@marketplace/api-client";

import type { FoundStore } from "./store-data";

/** The store's module type (the wire's `module_type`), else the visitor's, else grocery-like defaults. */
export function storeModuleType(store: FoundStore, fallback: ModuleType | null): ModuleType {
  return moduleTypes.find((type) => type === store.module_type) ?? fallback ?? "grocery";
}

/** The id or slug segment of a store URL, decoded by Next; anything unreasonable is no store. */
export function isStoreSegment(segment: string): boolean {
  return /^[\p{L}\p{N}_-]{1,191}$/u.test(segment);
}
