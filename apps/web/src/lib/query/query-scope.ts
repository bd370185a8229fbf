import type { Preferences } from "~/lib/preferences/parse-preferences";

/**
 * The request context every API answer depends on: the proxy turns the module, zone and language cookies
 * (and the session) into the contract's headers, so cached answers are only valid for one such context.
 */
export interface QueryScope {
  moduleId: number | null;
  zoneIds: readonly number[];
  language: string;
  signedIn: boolean;
}

/** The scope of the current request, from the saved preferences. */
export function queryScopeOf(preferences: Preferences, signedIn: boolean): QueryScope {
  return {
    moduleId: preferences.module?.id ?? null,
    zoneIds: preferences.location?.zoneIds ?? [],
    language: preferences.language,
    signedIn,
  };
}

/** A stable text for a scope: two scopes share a cache exactly when their keys are equal. */
export function queryScopeKey(scope: QueryScope): string {
  return JSON.stringify([
    scope.moduleId,
    [...scope.zoneIds].sort((a, b) => a - b),
    scope.language,
    scope.signedIn,
  ]);
}
