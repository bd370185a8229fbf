// Single source of truth for where the user goes after login-related flows (A2, A4).

export type AfterAuthNavigation = { code: "go_home"; href: "/home" } | { code: "go_back" };

/**
 * Query parameter from: when present after a login-related flow, go to /home, else go back.
 * @example afterLoginNavigation({ from: "checkout" }) // { code: "go_home", href: "/home" }
 */
export function afterLoginNavigation(query: {
  from?: string | null | undefined;
}): AfterAuthNavigation {
  return query.from !== undefined && query.from !== null && query.from !== ""
    ? { code: "go_home", href: "/home" }
    : { code: "go_back" };
}

/**
 * After sign-up the user goes to /interest when a zone is set and the module is not parcel, else /home.
 * @example afterSignUpTarget({ hasZone: true, moduleType: "food" }) // "/interest"
 */
export function afterSignUpTarget(input: {
  hasZone: boolean;
  moduleType: string | null | undefined;
}): "/interest" | "/home" {
  return input.hasZone && input.moduleType !== "parcel" ? "/interest" : "/home";
}

/**
 * After choosing a module: /interest when the user has saved interests, the module is not among their
 * existing modules and is not parcel; otherwise /home.
 * @example afterModuleSelectionTarget({ hasSavedInterests: true, moduleId: 3, userModuleIds: [1], moduleType: "food" }) // "/interest"
 */
export function afterModuleSelectionTarget(input: {
  hasSavedInterests: boolean;
  moduleId: number;
  userModuleIds: readonly number[];
  moduleType: string;
}): "/interest" | "/home" {
  return input.hasSavedInterests &&
    !input.userModuleIds.includes(input.moduleId) &&
    input.moduleType !== "parcel"
    ? "/interest"
    : "/home";
}
