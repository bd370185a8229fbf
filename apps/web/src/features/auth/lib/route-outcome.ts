import type { LoginResponse } from "@marketplace/api-client";
import type { LoginRoute } from "@marketplace/domain";

import type { AuthContact, AuthStep, SocialCredentials } from "./auth-step";

/** What the auth modal does with a login route of spec A §4: sign in, show a step, or show messages. */
export type RouteOutcome =
  | { kind: "signed-in" }
  | { kind: "step"; step: AuthStep }
  | { kind: "messages"; messages: readonly string[] };

/**
 * The modal's next step for `route`, the answer it came with and the contact so far (the answer's
 * update-info ticket replaces the contact's); `phone_modal` keeps the step the visitor is on.
 */
export function routeOutcome(
  route: LoginRoute,
  response: LoginResponse,
  contact: AuthContact,
  social: SocialCredentials | null,
  now: number,
): RouteOutcome {
  const next: AuthContact = { ...contact, ticket: response.update_info_token ?? contact.ticket };
  switch (route.code) {
    case "sign_in":
      return { kind: "signed-in" };
    case "user_info":
      return { kind: "step", step: { view: "user_info", contact: next } };
    case "verify_otp": {
      const destination =
        route.channel === "phone"
          ? (response.phone ?? contact.phone ?? "")
          : (response.email ?? contact.email ?? "");
      return {
        kind: "step",
        step: {
          view: "otp",
          kind: "verify",
          channel: route.channel,
          destination,
          contact: next,
          sentAt: now,
        },
      };
    }
    case "is_exist_user":
      return {
        kind: "step",
        step: {
          view: "is_exist_user",
          name: route.name,
          image: route.image,
          contact: next,
          existTicket: response.exist_user_token ?? null,
          social,
        },
      };
    case "phone_modal":
      return { kind: "messages", messages: [] };
    case "show_error":
      return { kind: "messages", messages: route.messages };
  }
}
