/** The part of a request context that an answer can depend on: what query keys carry. */
import type { RequestContext } from "./context";
import { decodeModuleId, decodeToken, decodeZoneIds } from "./context-codec";

/**
 * Module, zones, language and whether a session exists: the context the server answers for. Two requests with
 * equal scopes get the same answer, so a cached answer is valid exactly for its scope.
 */
export interface ContextScope {
  moduleId: number | null;
  /** Sorted, without repeats: `[3, 1]` and `[1, 3]` are one scope. */
  zoneIds: readonly number[];
  language: string | null;
  signedIn: boolean;
}

/**
 * The scope of a context (module ids and zone lists read with the context codec).
 *
 * @example
 * scopeOf({ moduleId: "2", zoneIds: [3, 1], language: "en", token: "abc" })
 * // → { moduleId: 2, zoneIds: [1, 3], language: "en", signedIn: true }
 */
export function scopeOf(context: RequestContext): ContextScope {
  const zoneIds = decodeZoneIds(context.zoneIds ?? null) ?? [];
  return {
    moduleId: decodeModuleId(context.moduleId ?? null),
    zoneIds: [...new Set(zoneIds)].sort((a, b) => a - b),
    language: context.language ?? null,
    signedIn: decodeToken(context.token ?? null) !== null || context.hasSession === true,
  };
}
