/**
 * The query parameter that opens the auth modal on any page (`?auth=sign-in`), so a link or a redirect can
 * ask for sign-in. Kept apart from `auth-param.ts` (the modal's history helpers): this is all the header's
 * host needs in every page's first load.
 */
export const AUTH_PARAM = "auth";
export const AUTH_SIGN_IN = "sign-in";
/** After a sign-up: the welcome modal, if its stored flag is set (spec A §4). */
export const AUTH_WELCOME = "welcome";

/** The header's Sign In href: the current page with the modal open (a server-rendered link). */
export const SIGN_IN_HREF = `?${AUTH_PARAM}=${AUTH_SIGN_IN}`;
