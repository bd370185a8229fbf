import type { NextRequest } from "next/server";
import { cookies } from "next/headers";
import { redirect, RedirectType } from "next/navigation";

import { isSecureSite } from "~/env";
import { forgetAccountLocation } from "~/features/location/lib/forget-account-location";
import { sessionCookieDeletion } from "~/lib/visitor/cookie-names";
import { withSessionEndedFlag } from "~/lib/visitor/session-ended";

/**
 * Where a server render goes when the API answered 401 to the visitor's session (`getServerClient`): the
 * session cookie is cleared and the visitor lands on `/home` with the session toast. The next render has
 * no token, so it cannot answer here again (no loop). A link from another site does not sign anyone out:
 * it only goes to `/home`.
 */
export async function GET(request: NextRequest): Promise<never> {
  if (request.headers.get("sec-fetch-site") === "cross-site")
    redirect("/home", RedirectType.replace);
  // Before the session cookie goes: without a session the account's location is not read as one.
  await forgetAccountLocation();
  (await cookies()).delete(sessionCookieDeletion(isSecureSite));
  redirect(withSessionEndedFlag("/home"), RedirectType.replace);
}
