import type { LoginResponse } from "@marketplace/api-client";
import type { LoginRoute } from "@marketplace/domain";
import { isApiClientError, isHttpError, signUp } from "@marketplace/api-client";
import { afterSignUpTarget, loginRoute } from "@marketplace/domain";

import type { SignUpFieldErrors } from "./sign-up-fields";
import type { VisitorContext } from "~/lib/visitor/visitor-context";
import { getBrowserClient } from "~/lib/api/browser-client";
import { AUTH_PARAM, AUTH_WELCOME } from "./auth-link";
import { isSignUpField } from "./sign-up-fields";
import { setWelcomeFlag } from "./welcome-flag";

/** The sign-up body the form sends (the phone with its dialling code). */
export interface SignUpRequest {
  name: string;
  email: string;
  phone: string;
  password: string;
  ref_code: string;
}

/** How a sign-up call ended. */
export type SignUpOutcome =
  | { kind: "signed-in" }
  /** The API asks for more (an OTP for an unverified channel, user_info): the login routing of §4. */
  | { kind: "verify"; route: LoginRoute; response: LoginResponse }
  /** Refused: the server's messages on their fields (its error `code` names the field), the rest apart. */
  | { kind: "failed"; fields: SignUpFieldErrors; messages: string[] };

/**
 * `auth/sign-up` through the site's `/api/v1` proxy (it keeps the session token in its HttpOnly cookie),
 * the answer parsed by the SDK. Loaded when the visitor submits, not with the page.
 */
export async function submitSignUp(
  request: SignUpRequest,
  visitor: VisitorContext,
  options: { firebaseOtp: boolean },
): Promise<SignUpOutcome> {
  try {
    const response = await signUp(getBrowserClient(visitor), {
      name: request.name,
      email: request.email,
      phone: request.phone,
      password: request.password,
      ...(request.ref_code.trim() === "" ? {} : { ref_code: request.ref_code.trim() }),
    });
    const route = loginRoute(response, options);
    return route.code === "sign_in" ? { kind: "signed-in" } : { kind: "verify", route, response };
  } catch (error) {
    return { kind: "failed", ...failure(error) };
  }
}

/** A refused sign-up's messages: on the field the server names, or apart. */
export function failure(error: unknown): { fields: SignUpFieldErrors; messages: string[] } {
  const fields: SignUpFieldErrors = {};
  const messages: string[] = [];
  if (isHttpError(error)) {
    for (const entry of error.errors) {
      if (entry.message.trim() === "") continue;
      if (isSignUpField(entry.code) && fields[entry.code] === undefined)
        fields[entry.code] = entry.message;
      else messages.push(entry.message);
    }
  } else if (isApiClientError(error)) {
    messages.push(...error.messages.filter((message) => message.trim() !== ""));
  }
  return { fields, messages };
}

/**
 * A sign-up that ended signed in (spec A §4 "Sign-up success"): the success toast is the caller's, the
 * welcome flag is stored and the visitor goes to `/interest` (a zone and not parcel) or `/home`, where
 * the welcome modal opens (`?auth=welcome`).
 */
export function afterSignUpHref(visitor: VisitorContext): string {
  setWelcomeFlag();
  const target = afterSignUpTarget({
    hasZone: visitor.location !== null,
    moduleType: visitor.module?.type ?? null,
  });
  return `${target}?${AUTH_PARAM}=${AUTH_WELCOME}`;
}
